// notify(): THE way any part of the server tells users something (issue 20; contract in the i12/i20 briefs).
// Called inside the writer's transaction: in-app rows commit or roll back with the write, each recipient's badge
// changes live (a domain event of entity type 'notifications' whose entityId is the recipient, streamed only to them),
// and e-mail deliveries are queued as jobs in the same transaction (the job log is the delivery log).
import {
  ALERT_NOTIFICATION_TYPES,
  BUILT_IN_NOTIFICATION_DEFAULTS,
  type TNotificationChannel,
  type TNotificationKind,
  type TNotificationPreferences,
  type TNotificationPriority,
  type TNotificationType,
} from '@centinela/shared/contracts/notifications';
import type { TSystemLogEntityType } from '@centinela/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, companySmtpSettings, companyTwilioSettings, notifications, userNotificationPreferences, users } from '../../db/schema';
import { recordEvent } from '../../platform/events/record';
import { boundJobRunner } from '../../platform/jobs/bound';
import { jobName } from '../../platform/jobs/registry';
import { z } from 'zod';
import { ZId } from '@centinela/shared/contracts/common';

export type { TNotificationKind, TNotificationPriority, TNotificationType };

export type TNotifyInput = {
  companyId: string;
  /** User ids; duplicates, users of other companies and users whose preferences say no are dropped. */
  recipientIds: string[];
  kind: TNotificationKind;
  type: TNotificationType;
  priority: TNotificationPriority;
  /** Values of the kind's title/message translation keys (rendered in each reader's language). */
  params: Record<string, string | number>;
  /** In-app path of the thing, e.g. '/shifts-dashboard?date=2026-11-24'. */
  link?: string;
  source?: { entityType: TSystemLogEntityType; entityId: string };
  /** A (recipient, dedupeKey) pair is notified once, ever (threshold alerts, offers). */
  dedupeKey?: string;
};

const ZNotificationJob = z.object({ companyId: ZId, notificationId: ZId });
export const EMAIL_JOB = jobName('notifications.email', ZNotificationJob);
export const SMS_JOB = jobName('notifications.sms', ZNotificationJob);

type TResolved = Record<TNotificationType, Record<TNotificationChannel, boolean>>;

/** user choice → company default → built-in default, per type and channel. */
export const resolvePreferences = (
  companyDefaults: TNotificationPreferences | null | undefined,
  own: TNotificationPreferences | null | undefined,
): TResolved => {
  const out = {} as TResolved;
  for (const [type, channels] of Object.entries(BUILT_IN_NOTIFICATION_DEFAULTS) as [
    TNotificationType,
    Record<TNotificationChannel, boolean>,
  ][]) {
    out[type] = { ...channels, ...(companyDefaults?.[type] ?? {}), ...(own?.[type] ?? {}) };
  }
  return out;
};

/** Emergencies and critical notifications always reach the app, whatever a preference says. */
const wantsInApp = (resolved: TResolved, type: TNotificationType, priority: TNotificationPriority) =>
  priority === 'critical' || type === 'emergency' || resolved[type].inApp;

export async function notify(tx: TDbOrTx, input: TNotifyInput): Promise<void> {
  const ids = [...new Set(input.recipientIds)].filter(Boolean);
  if (ids.length === 0) return;
  const recipients = await tx
    .select({
      id: users.id,
      email: users.email,
      mobile: users.mobile,
      preferences: userNotificationPreferences.preferences,
      companyDefaults: companies.notificationDefaults,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userNotificationPreferences, eq(userNotificationPreferences.userId, users.id))
    .where(and(inArray(users.id, ids), eq(users.companyId, input.companyId), eq(users.stillEmployed, true)));
  const targets = recipients
    .map((r) => ({ ...r, resolved: resolvePreferences(r.companyDefaults, r.preferences) }))
    .filter(
      (r) =>
        wantsInApp(r.resolved, input.type, input.priority) ||
        r.resolved[input.type].email ||
        r.resolved[input.type].sms ||
        r.resolved[input.type].digest,
    );
  if (targets.length === 0) return;

  // One row per recipient; a dedupe key already used for that recipient inserts nothing (and sends nothing).
  const inserted = await tx
    .insert(notifications)
    .values(
      targets.map((r) => ({
        companyId: input.companyId,
        userId: r.id,
        kind: input.kind,
        type: input.type,
        priority: input.priority,
        params: input.params,
        link: input.link ?? null,
        sourceEntityType: input.source?.entityType ?? null,
        sourceEntityId: input.source?.entityId ?? null,
        dedupeKey: input.dedupeKey ?? null,
        // Only e-mail wanted: the row is the record of what was sent, already read in the app (at the same now() as
        // created_at: the daily summary tells such rows from ones read in the app by that equality).
        readAt: wantsInApp(r.resolved, input.type, input.priority) ? null : sql`now()`,
        digestPending: r.resolved[input.type].digest,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey], where: sql`${notifications.dedupeKey} is not null` })
    .returning({ id: notifications.id, userId: notifications.userId, readAt: notifications.readAt });
  if (inserted.length === 0) return;
  const jobs = boundJobRunner();

  for (const row of inserted) {
    if (row.readAt === null) {
      await recordEvent(tx, {
        companyId: input.companyId,
        entityType: 'notifications',
        entityId: row.userId,
        action: 'CREATE',
        actorUserId: null,
      });
    }
  }

  const wantEmail = inserted.filter((row) => targets.find((r) => r.id === row.userId)?.resolved[input.type].email);
  if (wantEmail.length > 0 && jobs) {
    const [smtp] = await tx
      .select({ companyId: companySmtpSettings.companyId })
      .from(companySmtpSettings)
      .where(eq(companySmtpSettings.companyId, input.companyId))
      .limit(1);
    if (smtp) {
      for (const row of wantEmail) await jobs.enqueue(tx, EMAIL_JOB, { companyId: input.companyId, notificationId: row.id });
    }
  }

  const wantSms = inserted.filter((row) => {
    const r = targets.find((x) => x.id === row.userId);
    return r?.mobile && r.resolved[input.type].sms;
  });
  if (wantSms.length > 0 && jobs) {
    const [twilio] = await tx
      .select({ sid: companyTwilioSettings.accountSid, token: companyTwilioSettings.authTokenEncrypted, line: companies.smsLine })
      .from(companies)
      .innerJoin(companyTwilioSettings, eq(companyTwilioSettings.companyId, companies.id))
      .where(eq(companies.id, input.companyId))
      .limit(1);
    if (twilio?.sid && twilio.token && twilio.line) {
      for (const row of wantSms) await jobs.enqueue(tx, SMS_JOB, { companyId: input.companyId, notificationId: row.id });
    }
  }
}

/** The company's security company admins who are still employed: the usual recipients of company alerts. */
export async function companyAdminIds(tx: TDbOrTx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'security_company_admin'), eq(users.stillEmployed, true)));
  return rows.map((r) => r.id);
}

export const isAlertType = (type: TNotificationType) => ALERT_NOTIFICATION_TYPES.includes(type);
