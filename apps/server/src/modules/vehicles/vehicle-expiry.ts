// Detector: vehicle documents (registration, insurance, inspection) expiring in N days (the company's lead times, the
// same as guard documents') and expired emit 'vehicles.document-expiring' (vehicles.subscribers.ts tells the company
// admins, as maintenance notifications). Each threshold once (a once-key per document, expiry date and threshold); a document saved already inside a threshold is notified in its
// upload's transaction; the hourly document-expiry job catches the days passing. A renewed document of the same type
// (a later expiry, or none) silences the older one.
import { addDays, daysBetween } from '@centinela/shared';
import { VEHICLE_DOCUMENT_EXPIRING } from '@centinela/shared/events/vehicles';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { vehicleFiles, vehicles } from '../../db/schema';
import { emit } from '../../platform/events/emit';
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
  let sent = 0;
  for (const doc of rows) {
    const expiryDate = doc.expiryDate as string;
    const left = daysBetween(today, expiryDate);
    const threshold = thresholdOf(left, leadDays);
    if (threshold === null) continue;
    const emitted = await emit(
      tx,
      VEHICLE_DOCUMENT_EXPIRING,
      { companyId, entityId: doc.vehicleId, onceKey: `${doc.id}:${expiryDate}:${threshold}` },
      {
        documentId: doc.id,
        title: doc.title,
        vehicle: { id: doc.vehicleId, plate: doc.plate, brand: doc.brand, model: doc.model },
        expiryDate,
        daysLeft: left,
        threshold,
      },
    );
    if (emitted) sent++;
  }
  return sent;
};
