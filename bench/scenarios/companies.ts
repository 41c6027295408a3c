// Companies, customer companies and roles (issue 3): 200 security companies, 2,000 more customer companies in the
// measured company, and the access answers every request depends on (GET /api/roles, assignable users).
import { sql } from 'drizzle-orm';
import type { TBenchScenario } from '../support/types';

const COMPANIES = 200;
const CUSTOMERS = 2000;

type TCompaniesExtra = { roleRecordId: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const companiesScenario: TBenchScenario<TCompaniesExtra> = {
  name: 'companies',
  seed: async ({ db, base }) => {
    await db.execute(sql`
      insert into companies (name, legal_name, time_zone)
      select 'Bench Security ' || lpad(g::text, 4, '0'), 'Bench Security ' || g || ' LLC', 'America/Puerto_Rico'
      from generate_series(1, ${COMPANIES}::int) as g`);
    await db.execute(sql`
      insert into customer_companies (company_id, name, contact_person, phone, email)
      select ${base.companyId}::uuid, 'Bench Client ' || lpad(g::text, 5, '0'), 'Contact ' || g, '+1787555' || lpad((g % 10000)::text, 4, '0'),
             'client' || g || '@bench.test'
      from generate_series(1, ${CUSTOMERS}::int) as g`);
    const [role] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from role_records where company_id = ${base.companyId}::uuid and default_for_role = 'security_guard' limit 1`,
      ),
    );
    return { roleRecordId: role?.id ?? base.companyId };
  },
  routes: ({ base, extra }) => [
    { name: 'GET /api/companies (directory, superadmin)', path: '/api/companies', as: 'superadmin', budgetP99Ms: 100 },
    {
      name: 'GET /api/companies/paginated?search',
      path: '/api/companies/paginated?page=2&pageSize=25&search=Bench',
      as: 'superadmin',
      budgetP99Ms: 100,
    },
    { name: 'GET /api/companies/:id/webrtc-settings', path: `/api/companies/${base.companyId}/webrtc-settings`, budgetP99Ms: 50 },
    { name: 'GET /api/customer-companies (directory)', path: '/api/customer-companies', budgetP99Ms: 150 },
    {
      name: 'GET /api/customer-companies/paginated?search',
      path: '/api/customer-companies/paginated?page=1&pageSize=25&search=Client%2001',
      budgetP99Ms: 100,
    },
    { name: 'GET /api/roles?companyId', path: `/api/roles?companyId=${base.companyId}`, budgetP99Ms: 100 },
    {
      name: 'GET /api/roles/:id/assignable-users?search',
      path: `/api/roles/${extra.roleRecordId}/assignable-users?search=guard&limit=20`,
      budgetP99Ms: 100,
    },
  ],
};
