// Detector: guard documents expiring in N days (the company's lead times, default 90/60/30/7) and expired emit
// 'guard-records.document-expiring' (guard-records.subscribers.ts tells the guard and the company admins). Each threshold once (a
// once-key per document, expiry date and threshold); a document saved
// already inside a threshold is notified in its save's transaction (so a restart cannot lose it), and the hourly job
// catches the days passing (each company's own "today", in its time zone).
import { addDays, daysBetween, displayName, todayIn } from '@centinela/shared';
import { GUARD_DOCUMENT_EXPIRING } from '@centinela/shared/events/guard-records';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { companies, userDocuments, users } from '../../db/schema';
import { emit } from '../../platform/events/emit';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { notifyVehicleDocumentExpiry } from '../vehicles/vehicle-expiry';
import { companyLeadDays, thresholdOf, validLeadDays } from './thresholds';

export const DOCUMENT_EXPIRY_JOB = jobName('notifications.document-expiry');

export { thresholdOf } from './thresholds';

/** Notifies the documents of one company (or one document) that are inside a threshold on `today`. */
export const notifyDocumentExpiry = async (
  tx: TDbOrTx,
  { companyId, today, documentId, leadDays }: { companyId: string; today: string; documentId?: string; leadDays?: number[] },
) => {
  const days = leadDays ?? (await companyLeadDays(tx, companyId));
  const horizon = addDays(today, Math.max(...days));
  const newer = sql`exists (select 1 from user_documents n where n.user_id = ${userDocuments.userId} and n.id <> ${userDocuments.id}
    and (n.document_type_id = ${userDocuments.documentTypeId} or lower(n.name) = lower(${userDocuments.name}))
    and (n.expiry_date is null or n.expiry_date > ${userDocuments.expiryDate}))`;
  const rows = await tx
    .select({
      id: userDocuments.id,
      name: userDocuments.name,
      expiryDate: userDocuments.expiryDate,
      userId: users.id,
      guardName: users.name,
      guardLastName: users.lastName,
      guardEmail: users.email,
    })
    .from(userDocuments)
    .innerJoin(users, eq(users.id, userDocuments.userId))
    .where(
      and(
        eq(userDocuments.companyId, companyId),
        documentId ? eq(userDocuments.id, documentId) : undefined,
        isNotNull(userDocuments.expiryDate),
        lte(userDocuments.expiryDate, horizon),
        eq(users.stillEmployed, true),
        sql`not ${newer}`,
      ),
    );
  if (rows.length === 0) return 0;
  let sent = 0;
  for (const doc of rows) {
    const expiryDate = doc.expiryDate as string;
    const left = daysBetween(today, expiryDate);
    const threshold = thresholdOf(left, days);
    if (threshold === null) continue;
    const emitted = await emit(
      tx,
      GUARD_DOCUMENT_EXPIRING,
      { companyId, entityId: doc.id, onceKey: `${doc.id}:${expiryDate}:${threshold}` },
      {
        documentId: doc.id,
        name: doc.name,
        guard: { id: doc.userId, name: displayName({ name: doc.guardName, lastName: doc.guardLastName, email: doc.guardEmail }) },
        expiryDate,
        daysLeft: left,
        threshold,
      },
    );
    if (emitted) sent++;
  }
  return sent;
};

/** One run over every active company, each on its own today: guard and vehicle documents (the job; tests call it with their own clock). */
export const runDocumentExpiry = async (db: TDb, now: Date = new Date()) => {
  const list = await db
    .select({ id: companies.id, timeZone: companies.timeZone, days: companies.documentExpiryAlertDays })
    .from(companies)
    .where(and(eq(companies.isActive, true), eq(companies.isPlatform, false)));
  let total = 0;
  for (const company of list) {
    const args = { companyId: company.id, today: todayIn(company.timeZone, now), leadDays: validLeadDays(company.days) };
    total += await db.transaction(async (tx) => (await notifyDocumentExpiry(tx, args)) + (await notifyVehicleDocumentExpiry(tx, args)));
  }
  return total;
};

registerJob(DOCUMENT_EXPIRY_JOB, (_data, { ctx }) => runDocumentExpiry(ctx.db).then(() => undefined), { cron: '7 * * * *', retryLimit: 2 });
