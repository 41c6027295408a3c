// What the vehicles area's events do (platform/events/emit.ts): a vehicle document reaching an expiry lead time tells
// the company admins (a maintenance notification).
import { VEHICLE_DOCUMENT_EXPIRING } from '@centinela/shared/events/vehicles';
import { defineSubscriber } from '../../platform/events/emit';
import { companyAdminIds, notify } from '../notifications/notify';
import { expiryPriorityOf } from '../notifications/thresholds';

export const vehiclesSubscribers = [
  defineSubscriber({
    name: 'vehicles.notify-document-expiring',
    event: VEHICLE_DOCUMENT_EXPIRING,
    inTransaction: async (tx, { companyId, payload: p }) => {
      const expired = p.threshold === 'expired';
      await notify(tx, {
        companyId,
        recipientIds: await companyAdminIds(tx, companyId),
        kind: expired ? 'vehicle.documentExpired' : 'vehicle.documentExpiring',
        type: 'maintenance',
        priority: expiryPriorityOf(p.daysLeft),
        params: {
          document: p.title ?? '—',
          vehicle: [p.vehicle.plate, [p.vehicle.brand, p.vehicle.model].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
          expiryDate: p.expiryDate,
          days: Math.max(p.daysLeft, 0),
        },
        link: `/vehicles?vehicle=${p.vehicle.id}&tab=documents`,
        source: { entityType: 'vehicles', entityId: p.vehicle.id },
        dedupeKey: `vehicle-document:${p.documentId}:${p.expiryDate}:${p.threshold}`,
      });
    },
  }),
];
