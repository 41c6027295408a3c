// Demo data (SEED_DEMO=false turns it off): one security company, two customers, one account per role, ~40 guards.
import { GUARD_RANKS, type TGuardRank } from '@centinela/shared';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import { createCompanyDefaults } from '../../modules/areas';
import { systemLogDetails } from '../../platform/audit/system-log';
import { hashPassword } from '../../platform/crypto/passwords';
import type { TDb, TTx } from '../client';
import { companies, customerCompanies, systemLogs, users } from '../schema';
import { seedDemoGuardRecords } from './demo-guard-records';
import { seedDemoIncidents } from './demo-incidents';
import { seedDemoPayroll } from './demo-payroll';
import { seedDemoInvoices, seedDemoInvoicing } from './demo-invoicing';
import { companyToday } from '../../modules/companies/companies.queries';
import { seedDemoRosters } from './demo-rosters';
import { createRandom, makePerson } from './names';

export const DEMO_COMPANY_NAME = 'Vigilancia Boricua Security';

export const DEMO_ACCOUNTS = {
  companyAdmin: 'admin@vigilanciaboricua.com',
  customerAdmin: 'seguridad@plazaflamboyanes.com',
  guard: 'guardia@vigilanciaboricua.com',
} as const;

/** Two customer companies of the demo company. */
const seedDemoCustomers = async (tx: TTx, companyId: string) => {
  return tx
    .insert(customerCompanies)
    .values([
      {
        companyId,
        name: 'Plaza Los Flamboyanes',
        contactPerson: 'Marisol Quiñones',
        phone: '+17875550142',
        email: 'seguridad@plazaflamboyanes.com',
        address: { street: 'Carr. 2 Km 8.2', city: 'Bayamón', state: 'PR', country: 'PR', zipCode: '00959' },
        billing: { billingName: 'Flamboyanes Retail Partners', billingEmail: 'cuentas@plazaflamboyanes.com', paymentTermsDays: 30 },
      },
      {
        companyId,
        name: 'Hospital Regional del Este',
        contactPerson: 'Dr. Héctor Acevedo',
        phone: '+17875550177',
        email: 'admin@hregionaleste.org',
        address: { street: 'Calle Font Martelo 100', city: 'Humacao', state: 'PR', country: 'PR', zipCode: '00791' },
        billing: { billingName: 'Hospital Regional del Este, Inc.', billingEmail: 'facturas@hregionaleste.org', paymentTermsDays: 45 },
      },
    ])
    .returning({ id: customerCompanies.id, name: customerCompanies.name });
};

/** The three demo accounts (README): company admin, customer admin, guard. */
const seedDemoAccounts = async (tx: TTx, companyId: string, customerId: string, passwordHash: string) => {
  await tx.insert(users).values([
    {
      companyId,
      email: DEMO_ACCOUNTS.companyAdmin,
      passwordHash,
      name: 'Ramón',
      lastName: 'Figueroa',
      mothersMaidenName: 'Colón',
      role: 'security_company_admin',
      phone: '+17875550101',
      address: { street: 'Calle Loíza 1802', city: 'San Juan', state: 'PR', country: 'PR', zipCode: '00911' },
      employmentStartDate: '2019-03-01',
    },
    {
      companyId,
      customerId: customerId,
      email: DEMO_ACCOUNTS.customerAdmin,
      passwordHash,
      name: 'Marisol',
      lastName: 'Quiñones',
      role: 'customer_company_admin',
      phone: '+17875550142',
      address: { street: 'Carr. 2 Km 8.2', city: 'Bayamón', state: 'PR', country: 'PR', zipCode: '00959' },
    },
    {
      companyId,
      email: DEMO_ACCOUNTS.guard,
      passwordHash,
      name: 'Luis',
      initial: 'A',
      lastName: 'Rivera',
      mothersMaidenName: 'Santiago',
      role: 'security_guard',
      rank: 'senior_guard',
      phone: '+17875550123',
      companyIdentificationNumber: 'VB-0001',
      address: { street: 'Calle Sol 45', city: 'Carolina', state: 'PR', country: 'PR', zipCode: '00979' },
      employmentStartDate: '2021-06-15',
      hourlyWageCents: 1250,
      overtimeRateCents: 1875,
    },
  ]);
};

/** 40 generated guards (some former), ranked and paid in the ranges of a Puerto Rico guard company. */
const seedDemoGuards = async (tx: TTx, companyId: string, random: ReturnType<typeof createRandom>, passwordHash: string) => {
  const rankWeights: TGuardRank[] = [...Array(10).fill('guard'), ...Array(4).fill('senior_guard'), ...GUARD_RANKS.slice(2)];
  const guards = Array.from({ length: 40 }, (_, i) => {
    const person = makePerson(random, i + 2);
    const isEmployed = random.next() > 0.12;
    const startYear = random.int(2015, 2025);
    return {
      companyId,
      email: `${person.emailLocal}@vigilanciaboricua.com`,
      passwordHash,
      name: person.name,
      initial: person.initial,
      lastName: person.lastName,
      mothersMaidenName: person.mothersMaidenName,
      role: 'security_guard' as const,
      rank: random.pick(rankWeights),
      isCoordinator: random.next() < 0.1,
      phone: person.phone,
      mobile: person.mobile,
      mobileWhatsappEnabled: Boolean(person.mobile) && random.next() < 0.7,
      address: person.address,
      companyIdentificationNumber: `VB-${String(i + 2).padStart(4, '0')}`,
      employmentStartDate: `${startYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      stillEmployed: isEmployed,
      terminationDate: isEmployed ? null : '2026-09-30',
      terminationReason: isEmployed ? null : random.pick(['Renuncia voluntaria', 'Relocalización', 'Fin de contrato']),
      hourlyWageCents: 1100 + random.int(0, 8) * 50,
      overtimeRateCents: 1650 + random.int(0, 8) * 75,
    };
  });
  return tx.insert(users).values(guards).returning({ id: users.id, email: users.email });
};

/** A few system-log entries so the dashboard's activity and alerts are not empty. */
const seedDemoLogs = async (
  tx: TTx,
  companyId: string,
  customer: { id: string; name: string },
  guardRows: { id: string; email: string }[],
) => {
  const now = Date.now();
  await tx.insert(systemLogs).values([
    {
      companyId,
      action: 'CREATE',
      entityType: 'customer-companies',
      entityId: customer.id,
      details: systemLogDetails({ key: 'customerCompanyCreated', params: { name: customer.name } }),
      timestamp: new Date(now - 86_400_000 * 3),
    },
    {
      companyId,
      action: 'CREATE',
      entityType: 'users',
      entityId: guardRows[0].id,
      details: systemLogDetails({ key: 'userCreated', params: { email: guardRows[0].email } }),
      timestamp: new Date(now - 86_400_000 * 2),
    },
    {
      companyId,
      action: 'UPDATE',
      entityType: 'users',
      entityId: guardRows[1].id,
      details: systemLogDetails({ key: 'userUpdated', params: { email: guardRows[1].email } }, { fields: ['rank'] }),
      timestamp: new Date(now - 3_600_000 * 20),
    },
    {
      companyId,
      action: 'ALERT',
      entityType: 'posts',
      details: systemLogDetails({ key: 'lateCheckIn', params: { post: 'Hospital Regional del Este, portón principal' } }),
      timestamp: new Date(now - 3_600_000 * 5),
    },
    {
      companyId,
      action: 'ERROR',
      entityType: 'sms',
      details: systemLogDetails({ key: 'smsDeliveryFailed', params: { phone: '+1 787 555 0199' } }),
      timestamp: new Date(now - 3_600_000 * 2),
    },
  ]);
};

export const seedDemo = async (db: TDb, config: TConfig) => {
  const random = createRandom(20261122);
  const passwordHash = await hashPassword(config.demoPassword);

  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY_NAME,
        legalName: 'Vigilancia Boricua Security, LLC',
        taxId: '66-0912345',
        phone: '+17875550100',
        email: 'oficina@vigilanciaboricua.com',
        address: { street: 'Ave. Ponce de León 1250', city: 'San Juan', state: 'PR', country: 'PR', zipCode: '00907' },
        timeZone: 'America/Puerto_Rico',
        defaultLanguage: 'es',
      })
      .returning({ id: companies.id });
    await createCompanyDefaults({ tx, companyId: company.id, language: 'es' });

    const customers = await seedDemoCustomers(tx, company.id);

    await seedDemoAccounts(tx, company.id, customers[0].id, passwordHash);

    const guardRows = await seedDemoGuards(tx, company.id, random, passwordHash);

    await seedDemoPayroll(tx, company.id); // users/payroll area (demo-payroll.ts)

    await seedDemoLogs(tx, company.id, customers[0], guardRows);

    // Posts and rosters (issue 4): six posts with day, evening and night shifts since the start of the year.
    await seedDemoRosters(tx, {
      companyId: company.id,
      customerIds: customers.map((c) => c.id),
      guardEmail: DEMO_ACCOUNTS.guard,
      startDate: `${new Date().getUTCFullYear()}-01-01`,
    });

    // Rate cards of the demo posts (issue 30): Puerto Rico's IVU, a price rise next month.
    await seedDemoInvoicing(tx, company.id, `${new Date().getUTCFullYear()}-01-01`);

    // Guard records (issue 6): absence categories, documents and a memo of the demo guard.
    await seedDemoGuardRecords(tx, config, {
      companyId: company.id,
      guardEmail: DEMO_ACCOUNTS.guard,
      adminEmail: DEMO_ACCOUNTS.companyAdmin,
    });

    // Novelties, incidents and a daily report at the demo guard's post (issue 17).
    await seedDemoIncidents(tx, { companyId: company.id, guardEmail: DEMO_ACCOUNTS.guard, adminEmail: DEMO_ACCOUNTS.companyAdmin });

    // Invoices of the last two months and a draft of this one (issue 30), from the time above.
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.companyAdmin));
    await seedDemoInvoices(tx, config, {
      adminId: admin.id,
      customerIds: customers.map((c) => c.id),
      today: await companyToday(tx, company.id),
    });

    return { companyId: company.id, customerIds: customers.map((c) => c.id), guardIds: guardRows.map((g) => g.id) };
  });
};
