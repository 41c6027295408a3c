// approved → inProgress when the service's first shift starts (the workflow's "start", by the system: bulkStepOf reads
// its statuses from OPPORTUNITY_WORKFLOW): every 15 minutes,
// the approved opportunities whose start (start date + start time in the company's zone) has passed. Idempotent: a
// second run finds them in progress already. Each start is in the opportunity's history (no actor) and the system log.
import type { TOpportunityStatus } from '@centinela/shared';
import { OPPORTUNITY_WORKFLOW } from '@centinela/shared/rules/opportunity-workflow';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { writeSystemLog } from '../../platform/audit/system-log';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { bulkStepOf } from '../../platform/workflow/transition';
import { rowsOf } from '../rosters/rosters.sql';

export const START_DUE_JOB = jobName('opportunities.start-due');

/** The workflow's "start" taken by the system, on every due row at once (statuses from OPPORTUNITY_WORKFLOW). */
const START = bulkStepOf(OPPORTUNITY_WORKFLOW, 'start');

export const startDueOpportunities = async (db: TDbOrTx, now: Date = new Date()) =>
  db.transaction(async (tx) => {
    const started = await rowsOf<{ id: string; company_id: string; title: string; from_status: TOpportunityStatus }>(
      tx,
      sql`with due as (
            select o.id, o.status as from_status from opportunities o
            join companies c on c.id = o.company_id
            where o.status in (${sql.join(
              START.from.map((s) => sql`${s}`),
              sql`, `,
            )})
              and ((o.start_date + o.start_time::time) at time zone c.time_zone) <= ${now.toISOString()}::timestamptz
            for update of o
          )
          update opportunities o set status = ${START.to}, held_from = null, updated_at = now()
          from due where o.id = due.id
          returning o.id, o.company_id, o.title, due.from_status`,
    );
    for (const row of started) {
      await tx.execute(
        sql`insert into opportunity_history (opportunity_id, action, from_status, to_status, reason)
            values (${row.id}, 'start', ${row.from_status}, ${START.to}, 'first shift started')`,
      );
      await writeSystemLog(tx, null, {
        action: 'UPDATE',
        entityType: 'opportunities',
        entityId: row.id,
        companyId: row.company_id,
        message: { key: 'opportunityStatusChanged', params: { title: row.title, from: row.from_status, to: START.to } },
      });
    }
    return started.length;
  });

registerJob(START_DUE_JOB, (_data, { ctx }) => startDueOpportunities(ctx.db).then(() => undefined), {
  cron: '*/15 * * * *',
  retryLimit: 2,
});
