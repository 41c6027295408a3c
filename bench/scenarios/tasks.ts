// Tasks at scale (issue 16): 100,000 tasks of one company, each assigned to a guard (round robin over the first 5,000)
// and every 50th one also to the company admin (2,000 tasks: a heavy "My tasks"). Measures "My tasks"
// (GET /api/tasks?assignee=me: a range of task_assignees (user_id, status, due_date), then the tasks by key), its
// status filter, one guard's tasks as the admin sees them and the company's first page.
import { sql } from 'drizzle-orm';
import type { TBenchScenario } from '../support/types';

const TASKS = 100_000;
const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'];

type TExtra = { guardIds: string[] };

export const tasksScenario: TBenchScenario<TExtra> = {
  name: 'tasks',
  seed: async ({ db, base }) => {
    const company = base.companyId;
    const guardIds = base.guardIds.slice(0, 5000);
    const ids = sql.raw(`array[${guardIds.map((id) => `'${id}'::uuid`).join(',')}]`);
    const statuses = sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(',')}]`);
    const [admin] = (
      (await db.execute(
        sql`select id from users where company_id = ${company}::uuid and role = 'security_company_admin' limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    await db.execute(sql`
      insert into task_groups (company_id, name, color)
      select ${company}::uuid, 'Grupo ' || g, '#2563eb' from generate_series(1, 10) g`);
    await db.execute(sql`
      with g as (select array_agg(id order by id) as ids from task_groups where company_id = ${company}::uuid),
      src as (
        select n, gen_random_uuid() as id, (${statuses})[1 + n % 4] as status, current_date + (n % 120 - 60) as due
        from generate_series(1, ${TASKS}::int) n
      ),
      t as (
        insert into tasks (id, company_id, title, status, priority, assignment_type, tags, due_date, due_at, created_by, task_group_id)
        select src.id, ${company}::uuid, 'Tarea ' || n, status, 'medium', 'single_user',
               case when n % 7 = 0 then array['ronda'] else array[]::text[] end,
               due, due::timestamptz + interval '13 hours', ${admin.id}::uuid, g.ids[1 + n % 10]
        from src, g
        returning id
      )
      insert into task_assignees (task_id, user_id, company_id, status, due_date)
      select id, (${ids})[1 + n % ${guardIds.length}::int], ${company}::uuid, status, due from src
      union all
      select id, ${admin.id}::uuid, ${company}::uuid, status, due from src where n % 50 = 0`);
    await db.execute(sql`analyze tasks`);
    await db.execute(sql`analyze task_assignees`);
    return { guardIds };
  },
  routes: ({ extra }) => [
    { name: 'GET /api/tasks?assignee=me (My tasks)', path: '/api/tasks?assignee=me', budgetP99Ms: 30 },
    { name: 'GET /api/tasks?assignee=me&status=pending', path: '/api/tasks?assignee=me&status=pending', budgetP99Ms: 30 },
    {
      name: "GET /api/tasks?assignee=<guard> (a guard's tasks)",
      path: extra.guardIds.slice(0, 200).map((id) => `/api/tasks?assignee=${id}`),
      budgetP99Ms: 30,
    },
    { name: 'GET /api/tasks (company, first page)', path: '/api/tasks', budgetP99Ms: 100 },
    { name: 'GET /api/task-groups (progress)', path: '/api/task-groups', budgetP99Ms: 100 },
  ],
};
