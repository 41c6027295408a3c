// approved → inProgress when the service's first shift starts (the workflow's "start", by the system): every 15 minutes,
// the approved opportunities whose start (start date + start time in the company's zone) has passed. Idempotent: a
// second run finds them in progress already. Each start is in the opportunity's history (no actor) and the system log.
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { writeSystemLog } from '../../platform/audit/system-log';
import { registerJob } from '../../platform/jobs/registry';
import { rowsOf } from '../rosters/rosters.sql';

export const START_DUE_JOB = 'opportunities.start-due';

export const startDueOpportunities = async (db: TDbOrTx, now: Date = new Date()) =>
  db.transaction(async (tx) => {
    const started = await rowsOf<{ id: string; company_id: string; title: string }>(
      tx,
      sql`update opportunities o set status = 'inProgress', held_from = null, updated_at = now()
          from companies c
          where c.id = o.company_id and o.status = 'approved'
            and ((o.start_date + o.start_time::time) at time zone c.time_zone) <= ${now.toISOString()}::timestamptz
          returning o.id, o.company_id, o.title`,
    );
    for (const row of started) {
      await tx.execute(
        sql`insert into opportunity_history (opportunity_id, action, from_status, to_status, reason)
            values (${row.id}, 'start', 'approved', 'inProgress', 'first shift started')`,
      );
      await writeSystemLog(tx, null, {
        action: 'UPDATE',
        entityType: 'opportunities',
        entityId: row.id,
        companyId: row.company_id,
        message: { key: 'opportunityStatusChanged', params: { title: row.title, from: 'approved', to: 'inProgress' } },
      });
    }
    return started.length;
  });

registerJob(START_DUE_JOB, (_data, { ctx }) => startDueOpportunities(ctx.db).then(() => undefined), {
  cron: '*/15 * * * *',
  retryLimit: 2,
});
