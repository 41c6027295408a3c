// Producer: vehicle documents (registration, insurance, inspection) expiring in N days (the company's lead times, the
// same as guard documents') and expired, to the company admins as maintenance notifications. Each threshold once
// (dedupe key per document, expiry date and threshold); a document saved already inside a threshold is notified in its
// upload's transaction; the hourly document-expiry job catches the days passing. A renewed document of the same type
// (a later expiry, or none) silences the older one.
import { addDays, daysBetween } from '@centinela/shared';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { vehicleFiles, vehicles } from '../../db/schema';
import { companyAdminIds, notify } from '../notifications/notify';
import { companyLeadDays, thresholdOf } from '../notifications/thresholds';

export const notifyVehicleDocumentExpiry = async (
  tx: TDbOrTx,
  { companyId, today, leadDays: lead, vehicleFileId }: { companyId: string; today: string; leadDays?: number[]; vehicleFileId?: string },
) => {
  const leadDays = lead ?? (await companyLeadDays(tx, companyId));
  const horizon = addDays(today, Math.max(...leadDays));
  const renewed = sql`exists (select 1 from vehicle_files n where n.vehicle_id = ${vehicleFiles.vehicleId} and n.id <> ${vehicleFiles.id}
    and n.kind = 'document' and n.document_type is not distinct from ${vehicleFiles.documentType}
    and (n.expiry_date is null or n.expiry_date > ${vehicleFiles.expiryDate}))`;
  const rows = await tx
    .select({
      id: vehicleFiles.id,
      title: vehicleFiles.title,
      expiryDate: vehicleFiles.expiryDate,
      vehicleId: vehicles.id,
      plate: vehicles.licensePlate,
      brand: vehicles.brand,
      model: vehicles.model,
    })
    .from(vehicleFiles)
    .innerJoin(vehicles, eq(vehicles.id, vehicleFiles.vehicleId))
    .where(
      and(
        eq(vehicleFiles.companyId, companyId),
        eq(vehicleFiles.kind, 'document'),
        vehicleFileId ? eq(vehicleFiles.id, vehicleFileId) : undefined,
        isNotNull(vehicleFiles.expiryDate),
        lte(vehicleFiles.expiryDate, horizon),
        sql`not ${renewed}`,
      ),
    );
  if (rows.length === 0) return 0;
  const admins = await companyAdminIds(tx, companyId);
  let sent = 0;
  for (const doc of rows) {
    const expiryDate = doc.expiryDate as string;
    const left = daysBetween(today, expiryDate);
    const threshold = thresholdOf(left, leadDays);
    if (threshold === null) continue;
    const expired = threshold === 'expired';
    await notify(tx, {
      companyId,
      recipientIds: admins,
      kind: expired ? 'vehicle.documentExpired' : 'vehicle.documentExpiring',
      type: 'maintenance',
      priority: expired || left <= 7 ? 'high' : left <= 30 ? 'medium' : 'low',
      params: {
        document: doc.title ?? '—',
        vehicle: [doc.plate, [doc.brand, doc.model].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
        expiryDate,
        days: Math.max(left, 0),
      },
      link: `/vehicles?vehicle=${doc.vehicleId}&tab=documents`,
      source: { entityType: 'vehicles', entityId: doc.vehicleId },
      dedupeKey: `vehicle-document:${doc.id}:${expiryDate}:${threshold}`,
    });
    sent++;
  }
  return sent;
};
