// What the SMS area's events do (platform/events/emit.ts): a text reaching the company's line tells the company admins.
import { SMS_RECEIVED } from '@centinela/shared/events/sms';
import { defineSubscriber } from '../../platform/events/emit';
import { companyAdminIds, notify } from '../notifications/notify';

/** The notification shows the start of the text (the inbox has all of it). */
const PREVIEW_LENGTH = 160;

export const smsSubscribers = [
  defineSubscriber({
    name: 'sms.notify-received',
    event: SMS_RECEIVED,
    inTransaction: async (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: await companyAdminIds(tx, companyId),
        kind: 'sms.received',
        type: 'system',
        priority: 'medium',
        params: { phone: p.from, text: p.text.slice(0, PREVIEW_LENGTH) },
        source: { entityType: 'sms', entityId: p.messageId },
      }),
  }),
];
