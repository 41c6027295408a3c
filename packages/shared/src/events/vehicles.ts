// The vehicles area's events (modules/vehicles).
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';
import { ZExpiryFacts } from './documents';

export const VEHICLE_DOCUMENT_EXPIRING = defineEvent({
  type: 'vehicles.document-expiring',
  entityType: 'vehicles',
  action: 'ALERT',
  schema: ZExpiryFacts.extend({
    documentId: ZId,
    title: z.string().nullable(),
    vehicle: z.object({ id: ZId, plate: z.string().nullable(), brand: z.string().nullable(), model: z.string().nullable() }),
  }),
  description: "A vehicle's document (registration, insurance, inspection) reached an expiry lead time, or expired.",
});

export const VEHICLES_EVENTS = [VEHICLE_DOCUMENT_EXPIRING] as const;
