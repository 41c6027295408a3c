// Notifications: the kinds producers send (notify() on the server), their types and priorities (spec), the list and
// count the header reads, and each user's channel preferences (with company defaults).
import { z } from 'zod';
import { ZId, ZPageQuery } from './common';

/** Spec: Notification.type. The Alerts tab holds alert and emergency. */
export const NOTIFICATION_TYPES = ['alert', 'shift', 'system', 'emergency', 'report', 'maintenance'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
export const ALERT_NOTIFICATION_TYPES: readonly TNotificationType[] = ['alert', 'emergency'];

export const NOTIFICATION_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type TNotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/**
 * What produced a notification. Each kind has `kinds.<kind>.title` and `kinds.<kind>.message` in the `notifications`
 * locale namespace (es and en), filled with the notification's params in the reader's language.
 */
export const NOTIFICATION_KINDS = [
  'document.expiring',
  'document.expired',
  'shift.assigned',
  'shift.unassigned',
  'shift.needsCoverage',
  'shift.shortStaffed',
  'shift.covered',
  'shift.offered',
  'shift.offerFilled',
  'task.assigned',
  'task.dueTomorrow',
  'task.overdue',
  'opportunity.assigned',
  'opportunity.followUp',
  'system.test',
  'incident.reported',
  'vehicle.documentExpiring',
  'vehicle.documentExpired',
  'invoice.overdue',
  'sms.received',
  'protocol.published',
  'protocol.reminder',
  'face.photosUnusable',
  'face.registrationCompleted',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** inApp, e-mail at once, SMS, and `digest`: listed in the daily summary e-mail (7 AM in the company's zone). */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'sms', 'digest'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Per type, per channel: on or off. Missing entries fall back (user → company default → built-in default). */
export type TNotificationPreferences = Partial<Record<TNotificationType, Partial<Record<TNotificationChannel, boolean>>>>;

/**
 * Built-in defaults: in app always; e-mail at once for alerts, emergencies and shifts; SMS for emergencies; the quieter
 * types (system, reports, maintenance such as vehicle documents) in the daily summary e-mail instead.
 */
export const BUILT_IN_NOTIFICATION_DEFAULTS: Record<TNotificationType, Record<TNotificationChannel, boolean>> = {
  alert: { inApp: true, email: true, sms: false, digest: false },
  shift: { inApp: true, email: true, sms: false, digest: false },
  system: { inApp: true, email: false, sms: false, digest: true },
  emergency: { inApp: true, email: true, sms: true, digest: false },
  report: { inApp: true, email: false, sms: false, digest: true },
  maintenance: { inApp: true, email: false, sms: false, digest: true },
};

const ZChannelSwitches = z
  .object({ inApp: z.boolean().optional(), email: z.boolean().optional(), sms: z.boolean().optional(), digest: z.boolean().optional() })
  .strict();
export const ZNotificationPreferences = z.partialRecord(z.enum(NOTIFICATION_TYPES), ZChannelSwitches);

/** Resolved: every type and channel, with where each value comes from. */
export const ZResolvedPreferences = z.object({
  preferences: z.record(z.enum(NOTIFICATION_TYPES), z.record(z.enum(NOTIFICATION_CHANNELS), z.boolean())),
  companyDefaults: z.record(z.enum(NOTIFICATION_TYPES), z.record(z.enum(NOTIFICATION_CHANNELS), z.boolean())),
});
export type TResolvedPreferences = z.infer<typeof ZResolvedPreferences>;

export const NOTIFICATION_FILTERS = ['all', 'unread', 'alerts'] as const;
export type TNotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const ZNotificationQuery = ZPageQuery.extend({ filter: z.enum(NOTIFICATION_FILTERS).default('all') });
export type TNotificationQuery = z.input<typeof ZNotificationQuery>;

export const ZNotification = z.object({
  id: ZId,
  kind: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  /** Values of the kind's title and message keys. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  source: z.object({ entityType: z.string(), entityId: z.string() }).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({ items: z.array(ZNotification), total: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZUnreadCount = z.object({ count: z.number().int() });
export const ZReadAllResult = z.object({ updated: z.number().int() });
