// What the guard-records area's events do (platform/events/emit.ts): a guard's document reaching an expiry lead time
// tells the guard and the company admins.
import { GUARD_DOCUMENT_EXPIRING } from '@centinela/shared/events/guard-records';
import { defineSubscriber } from '../../platform/events/emit';
import { companyAdminIds, notify } from '../notifications/notify';
import { expiryPriorityOf } from '../notifications/thresholds';

export const guardRecordsSubscribers = [
  defineSubscriber({
    name: 'guard-records.notify-document-expiring',
    event: GUARD_DOCUMENT_EXPIRING,
    inTransaction: async (tx, { companyId, payload: p }) => {
      const expired = p.threshold === 'expired';
      await notify(tx, {
        companyId,
        recipientIds: [p.guard.id, ...(await companyAdminIds(tx, companyId))],
        kind: expired ? 'document.expired' : 'document.expiring',
        type: 'alert',
        priority: expiryPriorityOf(p.daysLeft),
        params: { document: p.name, guard: p.guard.name, expiryDate: p.expiryDate, days: Math.max(p.daysLeft, 0) },
        link: `/users?edit=${p.guard.id}&tab=documents`,
        source: { entityType: 'user-documents', entityId: p.documentId },
        dedupeKey: `document:${p.documentId}:${p.expiryDate}:${p.threshold}`,
      });
    },
  }),
];
