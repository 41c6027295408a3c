// A guard's records at scale (issue 6): 1,000 guards with 5 documents, 2 memos, 3 absences and 3 banned posts each
// (plus the file rows behind them). Measures the editor tabs' reads: documents, memos, absences, banned posts and
// their post options, face data and the absence categories. Downloads are not measured (no bytes are generated).
import { sql } from 'drizzle-orm';
import { ensureDefaultAbsenceCategories } from '../../apps/server/src/modules/absences/absence-categories.service';
import type { TBenchScenario } from '../support/types';

const GUARDS = 1000;
const POSTS = 60;

type TExtra = { guardIds: string[] };

export const guardRecordsScenario: TBenchScenario<TExtra> = {
  name: 'guard-records',
  seed: async ({ db, base }) => {
    const company = base.companyId;
    const guardIds = base.guardIds.slice(0, GUARDS);
    const ids = sql.raw(`array[${guardIds.map((id) => `'${id}'::uuid`).join(',')}]`);
    const [admin] = (
      (await db.execute(
        sql`select id from users where company_id = ${company}::uuid and role = 'security_company_admin' limit 1`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await ensureDefaultAbsenceCategories(db, company);
    await db.execute(sql`
      insert into posts (company_id, customer_company_id, name, time_zone)
      select ${company}::uuid, ${base.customerCompanyIds[0]}::uuid, 'Guard Records Post ' || lpad(g::text, 3, '0'), 'America/Puerto_Rico'
      from generate_series(1, ${POSTS}::int) g`);
    // One file row per document and memo; storage keys point nowhere (reads of the lists never open the bytes).
    await db.execute(sql`
      with docs as (
        select g.id as user_id, n, gen_random_uuid() as file_id
        from unnest(${ids}) as g(id) cross join generate_series(1, 7) n
      ),
      f as (
        insert into files (id, company_id, storage_key, original_name, content_type, size, purpose, subject_id, uploaded_by)
        select file_id, ${company}::uuid, ${company} || '/bench/' || file_id, 'doc-' || n || '.pdf', 'application/pdf', 20480,
               case when n <= 5 then 'document' else 'memo' end, user_id, ${admin.id}::uuid
        from docs returning id
      ),
      d as (
        insert into user_documents (company_id, user_id, name, file_id, expiry_date, uploaded_by)
        select ${company}::uuid, user_id, 'Documento ' || n, file_id,
               case n when 1 then null else current_date + ((n - 2) * 20 - 10) end, ${admin.id}::uuid
        from docs where n <= 5 returning id
      )
      insert into user_memos (company_id, user_id, name, reason, file_id, uploaded_by)
      select ${company}::uuid, user_id, 'Memorando ' || n, 'Motivo del memorando ' || n, file_id, ${admin.id}::uuid
      from docs where n > 5`);
    await db.execute(sql`
      insert into absences (company_id, user_id, category_id, start_date, end_date, notes, shift_info, status, marked_by)
      select ${company}::uuid, g.id,
             (select id from absence_categories where company_id = ${company}::uuid and key = 'sick'),
             current_date + (n * 15 - 30), current_date + (n * 15 - 28), 'Bench absence',
             jsonb_build_object('post', 'Guard Records Post 001', 'shiftTime', '07:00 - 15:00', 'date', (current_date + (n * 15 - 30))::text),
             case when n = 1 then 'resolved' else 'active' end, ${admin.id}::uuid
      from unnest(${ids}) as g(id) cross join generate_series(1, 3) n`);
    await db.execute(sql`
      insert into user_banned_posts (user_id, post_id, banned_by)
      select g.id, p.id, ${admin.id}::uuid
      from unnest(${ids}) as g(id)
      cross join lateral (select id from posts where company_id = ${company}::uuid and name like 'Guard Records Post%' order by name limit 3) p`);
    return { guardIds };
  },
  routes: ({ extra }) => {
    const each = (suffix: string) => extra.guardIds.slice(0, 200).map((id) => `/api/users/${id}${suffix}`);
    return [
      { name: 'GET /api/users/:id/documents', path: each('/documents'), budgetP99Ms: 50 },
      { name: 'GET /api/users/:id/memos', path: each('/memos'), budgetP99Ms: 50 },
      { name: 'GET /api/users/:id/absences', path: each('/absences'), budgetP99Ms: 50 },
      { name: 'GET /api/users/:id/banned-posts', path: each('/banned-posts'), budgetP99Ms: 50 },
      { name: 'GET /api/users/:id/banned-posts/options', path: each('/banned-posts/options'), budgetP99Ms: 50 },
      { name: 'GET /api/users/:id/face-recognition', path: each('/face-recognition'), budgetP99Ms: 50 },
      { name: 'GET /api/absence-categories', path: '/api/absence-categories', budgetP99Ms: 30 },
    ];
  },
};
