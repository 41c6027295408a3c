// Vehicles (spec: /vehicles): VIN, plate, images (at most LIMITS.vehicleImages), documents with expiry, assignment
// history, mileage and fuel log, inspections whose open defects put the vehicle out of service.
import { z } from 'zod';
import { LIMITS } from '../enums';
import { normalizeVin, vinProblem } from '../rules/vin';
import { ZDateString, ZId, ZOptionalText, ZPageQuery, ZPaginated, ZRequiredText } from './common';
import { ZCentsOut, ZOptionalCents } from './money';

export const MAX_VEHICLE_IMAGES = LIMITS.vehicleImages;
/** Documents expiring within this many days (today included) are "expiring"; the list's default window. */
export const VEHICLE_EXPIRY_WARNING_DAYS = 30;

export const VEHICLE_DOCUMENT_TYPES = ['registration', 'insurance', 'inspection'] as const;
export type TVehicleDocumentType = (typeof VEHICLE_DOCUMENT_TYPES)[number];
export const VEHICLE_EXPIRY_STATES = ['none', 'valid', 'expiring', 'expired'] as const;
export type TVehicleExpiryState = (typeof VEHICLE_EXPIRY_STATES)[number];
export const VEHICLE_SERVICE_STATES = ['in_service', 'out_of_service'] as const;
/** The checklist an inspection starts from (the form may add items). */
export const VEHICLE_CHECKLIST_ITEMS = [
  'lights',
  'brakes',
  'tires',
  'fluids',
  'wipers',
  'horn',
  'mirrors',
  'seatbelts',
  'body',
  'emergencyKit',
] as const;

export const VEHICLE_MESSAGES = {
  vin: 'vehicles:validation.vin',
  vinCheckDigit: 'vehicles:validation.vinCheckDigit',
  vinTaken: 'vehicles:validation.vinTaken',
  year: 'vehicles:validation.year',
  imageLimit: 'vehicles:validation.imageLimit',
  inspectionPhotoLimit: 'vehicles:validation.inspectionPhotoLimit',
  odometer: 'vehicles:validation.odometer',
  assignment: 'vehicles:validation.assignment',
} as const;

/** An optional whole number typed in a form field or sent as JSON: '' and null become null. */
const optionalInt = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

export const ZVin = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((v) => (v ? normalizeVin(v) : null))
  .superRefine((v, ctx) => {
    if (v === null) return;
    const problem = vinProblem(v);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem === 'checkDigit' ? VEHICLE_MESSAGES.vinCheckDigit : VEHICLE_MESSAGES.vin });
  });

export const ZVehicleInput = z.object({
  vinNumber: ZVin,
  licensePlate: ZRequiredText(20).transform((v) => v.toUpperCase()),
  color: ZOptionalText(40),
  brand: ZOptionalText(60),
  model: ZOptionalText(60),
  year: optionalInt(1900, 2100, VEHICLE_MESSAGES.year),
  notes: ZOptionalText(2000),
});
export type TVehicleInput = z.input<typeof ZVehicleInput>;
export type TVehicleInputParsed = z.output<typeof ZVehicleInput>;

export const ZVehicleListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  service: z.enum(VEHICLE_SERVICE_STATES).optional(),
  /** Only vehicles with a document expiring within expiryDays, or already expired. */
  expiry: z.enum(['expiring', 'expired']).optional(),
  expiryDays: z.coerce.number().int().min(1).max(365).default(VEHICLE_EXPIRY_WARNING_DAYS),
});
export type TVehicleListQuery = z.input<typeof ZVehicleListQuery>;

export const ZVehicleCan = z.object({ update: z.boolean(), delete: z.boolean() });
export type TVehicleCan = z.infer<typeof ZVehicleCan>;

export const ZVehicle = z.object({
  id: ZId,
  companyId: ZId,
  vinNumber: z.string().nullable(),
  licensePlate: z.string(),
  color: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  notes: z.string().nullable(),
  assignedPostId: ZId.nullable(),
  assignedPostName: z.string().nullable(),
  assignedGuardId: ZId.nullable(),
  assignedGuardName: z.string().nullable(),
  odometer: z.number().int().nullable(),
  openDefects: z.number().int(),
  isOutOfService: z.boolean(),
  imageCount: z.number().int(),
  /** The worst state of its documents against the company's today and the window asked for. */
  documentExpiry: z.enum(VEHICLE_EXPIRY_STATES),
  nextExpiryDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZVehicleCan,
});
export type TVehicle = z.infer<typeof ZVehicle>;
export const ZVehiclePage = ZPaginated(ZVehicle);
export type TVehiclePage = z.infer<typeof ZVehiclePage>;

const ZVehicleFileRef = z.object({ originalName: z.string(), contentType: z.string(), size: z.number().int() });

export const ZVehicleImage = z.object({ id: ZId, url: z.string(), file: ZVehicleFileRef });
export type TVehicleImage = z.infer<typeof ZVehicleImage>;

export const ZVehicleDocument = z.object({
  id: ZId,
  title: z.string(),
  documentType: z.enum(VEHICLE_DOCUMENT_TYPES),
  expiryDate: z.string().nullable(),
  expiryState: z.enum(VEHICLE_EXPIRY_STATES),
  daysUntilExpiry: z.number().int().nullable(),
  url: z.string(),
  file: ZVehicleFileRef,
});
export type TVehicleDocument = z.infer<typeof ZVehicleDocument>;

export const ZVehicleAssignment = z.object({
  id: ZId,
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  guardId: ZId.nullable(),
  guardName: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});

export const ZVehicleLog = z.object({
  id: ZId,
  date: z.string(),
  odometer: z.number().int(),
  fuelLiters: z.number().nullable(),
  fuelCostCents: ZCentsOut,
  notes: z.string().nullable(),
});
export type TVehicleLog = z.infer<typeof ZVehicleLog>;

export const ZVehicleDefect = z.object({ id: ZId, description: z.string(), fixedAt: z.string().nullable() });
/** Photos of one inspection (the defects found, the odometer…): at most this many. */
export const MAX_INSPECTION_PHOTOS = 10;
export const ZVehicleInspection = z.object({
  id: ZId,
  date: z.string(),
  checklist: z.array(z.object({ item: z.string(), isOk: z.boolean() })),
  notes: z.string().nullable(),
  inspectedByName: z.string().nullable(),
  defects: z.array(ZVehicleDefect),
  photos: z.array(ZVehicleImage),
});
export type TVehicleInspection = z.infer<typeof ZVehicleInspection>;

export const ZVehicleDetail = ZVehicle.extend({
  images: z.array(ZVehicleImage),
  documents: z.array(ZVehicleDocument),
  assignments: z.array(ZVehicleAssignment),
  logs: z.array(ZVehicleLog),
  inspections: z.array(ZVehicleInspection),
});
export type TVehicleDetail = z.infer<typeof ZVehicleDetail>;

export const ZVehicleFileParams = z.object({ id: ZId, fileId: ZId });
export const ZVehicleDefectParams = z.object({ id: ZId, defectId: ZId });
export const ZVehicleInspectionParams = z.object({ id: ZId, inspectionId: ZId });

/** Multipart fields of POST /api/vehicles/:id/documents (with one file). No expiry: '' or absent. */
export const ZVehicleDocumentFields = z.object({
  title: ZRequiredText(200),
  documentType: z.enum(VEHICLE_DOCUMENT_TYPES),
  expiryDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(ZDateString.nullable()),
});
export type TVehicleDocumentFields = z.input<typeof ZVehicleDocumentFields>;

/** Assign to a post, a guard, both, or neither (unassign). */
export const ZVehicleAssignmentInput = z.object({ postId: ZId.nullish(), guardId: ZId.nullish() });
export type TVehicleAssignmentInput = z.input<typeof ZVehicleAssignmentInput>;

export const ZVehicleLogInput = z.object({
  date: ZDateString,
  odometer: z.number({ message: VEHICLE_MESSAGES.odometer }).int({ message: VEHICLE_MESSAGES.odometer }).min(0).max(9_999_999),
  fuelLiters: z
    .number()
    .min(0)
    .max(10_000)
    .nullish()
    .transform((v) => v ?? null),
  fuelCostCents: ZOptionalCents,
  notes: ZOptionalText(500),
});
export type TVehicleLogInput = z.input<typeof ZVehicleLogInput>;

export const ZVehicleInspectionInput = z.object({
  date: ZDateString,
  checklist: z.array(z.object({ item: ZRequiredText(80), isOk: z.boolean() })).max(40),
  /** Each line a defect found; any open defect puts the vehicle out of service until it is marked fixed. */
  defects: z.array(ZRequiredText(300)).max(20).default([]),
  notes: ZOptionalText(2000),
});
export type TVehicleInspectionInput = z.input<typeof ZVehicleInspectionInput>;

export const ZVehicleFormOptions = z.object({
  posts: z.array(z.object({ id: ZId, name: z.string() })),
  guards: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TVehicleFormOptions = z.infer<typeof ZVehicleFormOptions>;
