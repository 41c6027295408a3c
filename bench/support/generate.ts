// Generates the base data set in bulk SQL (generate_series), fast enough for 100,000 users on PGlite.
import { sql } from 'drizzle-orm';
import type { TConfig } from '../../apps/server/src/config';
import type { TDb } from '../../apps/server/src/db/client';
import { ensurePlatform } from '../../apps/server/src/db/seed/bootstrap';
import { FIRST_NAMES, LAST_NAMES, PR_CITIES } from '../../apps/server/src/db/seed/names';
import { companies, customerCompanies, users } from '../../apps/server/src/db/schema';
import { roleGrantsOfAreas } from '../../apps/server/src/modules/areas';
import { createDefaultRoleRecords } from '../../apps/server/src/modules/roles/roles.defaults';
import { hashPassword } from '../../apps/server/src/platform/crypto/passwords';
import type { TBenchBase, TBenchSizes } from './types';

export const BENCH_PASSWORD = 'Bench-Password-1';
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

export const generateBase = async (db: TDb, config: TConfig, sizes: TBenchSizes): Promise<TBenchBase> => {
  const platform = await ensurePlatform(db, config);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Bench Security', timeZone: 'America/Puerto_Rico' })
    .returning({ id: companies.id });
  await createDefaultRoleRecords(db, company.id, roleGrantsOfAreas());
  const customers = await db
    .insert(customerCompanies)
    .values(Array.from({ length: 20 }, (_, i) => ({ companyId: company.id, name: `Bench Customer ${i + 1}`, contactPerson: 'Contact' })))
    .returning({ id: customerCompanies.id });
  const adminEmail = 'admin@bench.test';
  await db
    .insert(users)
    .values({ companyId: company.id, email: adminEmail, passwordHash, role: 'security_company_admin', name: 'Bench', lastName: 'Admin' });

  const firsts = textArray(FIRST_NAMES);
  const lasts = textArray(LAST_NAMES);
  const cities = textArray(PR_CITIES.map((c) => c.city));
  const total = Math.max(0, sizes.users - 1);
  // Batches keep PGlite's memory flat.
  for (let from = 1; from <= total; from += 20_000) {
    const to = Math.min(total, from + 19_999);
    await db.execute(sql`
      insert into users (company_id, email, password_hash, name, last_name, mothers_maiden_name, role, rank, phone, address,
                         still_employed, company_identification_number, employment_start_date)
      select ${company.id}::uuid,
             'guard' || g || '@bench.test',
             ${passwordHash},
             (${firsts})[1 + (g * 7) % ${FIRST_NAMES.length}],
             (${lasts})[1 + (g * 13) % ${LAST_NAMES.length}],
             (${lasts})[1 + (g * 17) % ${LAST_NAMES.length}],
             case when g % 50 = 0 then 'customer_company_admin' when g % 97 = 0 then 'security_company_admin' else 'security_guard' end,
             case when g % 50 = 0 or g % 97 = 0 then null else (array['guard','senior_guard','supervisor','team_leader'])[1 + g % 4] end,
             '+1787' || lpad((2000000 + g)::text, 7, '0'),
             jsonb_build_object('city', (${cities})[1 + g % ${PR_CITIES.length}], 'state', 'PR', 'country', 'PR'),
             g % 9 <> 0,
             'BN-' || lpad(g::text, 6, '0'),
             date '2020-01-01' + (g % 1500)
      from generate_series(${from}::int, ${to}::int) as g`);
  }
  // customer admins need a customer
  await db.execute(sql`
    update users set customer_id = ${customers[0].id}::uuid
    where company_id = ${company.id}::uuid and role = 'customer_company_admin'`);
  await db.execute(sql`
    insert into system_logs (company_id, action, entity_type, details, created_at)
    select ${company.id}::uuid, (array['LOGIN','CREATE','UPDATE','ALERT','ERROR'])[1 + g % 5], 'users',
           jsonb_build_object('description', 'generated entry ' || g), now() - (g || ' minutes')::interval
    from generate_series(1, ${Math.max(100, sizes.users)}::int) as g`);
  const guardRows = (await db.execute(sql`
    select id from users where company_id = ${company.id}::uuid and role = 'security_guard' and still_employed
    order by email limit 5000`)) as unknown as { rows: { id: string }[] };
  await db.execute(sql`analyze`);

  return {
    platformCompanyId: platform.platformCompanyId,
    companyId: company.id,
    customerCompanyIds: customers.map((c) => c.id),
    adminEmail,
    superadminEmail: config.adminEmail,
    password: BENCH_PASSWORD,
    guardIds: guardRows.rows.map((r) => r.id),
  };
};
