// The emergency directory (spec: /emergency-directory): contacts of the whole company or of one post.
import { z } from 'zod';
import { ZId, ZOptionalText, ZRequiredText } from './common';

export const EMERGENCY_CONTACT_KINDS = ['police', 'fire', 'hospital', 'client_contact', 'supervisor', 'other'] as const;
export type TEmergencyContactKind = (typeof EMERGENCY_CONTACT_KINDS)[number];

export const EMERGENCY_MESSAGES = {
  invalidPhone: 'emergencyDirectory:validation.invalidPhone',
  phoneRequired: 'emergencyDirectory:validation.phoneRequired',
} as const;

const PHONE_RE = /^\+?[\d\s().-]+$/;

/** A phone as typed ('(787) 555-0100', '911', '+52 55 1234 5678'): 3–15 digits. Stored in E.164 when it is one. */
export const ZEmergencyPhone = z
  .string()
  .trim()
  .max(30)
  .refine(
    (v) => {
      const digits = v.replace(/\D/g, '').length;
      return PHONE_RE.test(v) && digits >= 3 && digits <= 15;
    },
    { message: EMERGENCY_MESSAGES.invalidPhone },
  );

export const ZEmergencyContactInput = z.object({
  /** null: the whole company's directory (every post). */
  postId: ZId.nullish().transform((v) => v ?? null),
  kind: z.enum(EMERGENCY_CONTACT_KINDS),
  name: ZRequiredText(120),
  phones: z.array(ZEmergencyPhone).min(1, { message: EMERGENCY_MESSAGES.phoneRequired }).max(5),
  notes: ZOptionalText(1000),
});
export type TEmergencyContactInput = z.input<typeof ZEmergencyContactInput>;
export type TEmergencyContactInputParsed = z.output<typeof ZEmergencyContactInput>;

export const ZEmergencyContactListQuery = z.object({
  /** A post's directory: its own contacts and the company's. */
  postId: ZId.optional(),
  kind: z.enum(EMERGENCY_CONTACT_KINDS).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TEmergencyContactListQuery = z.input<typeof ZEmergencyContactListQuery>;

export const ZEmergencyContact = z.object({
  id: ZId,
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  kind: z.enum(EMERGENCY_CONTACT_KINDS),
  name: z.string(),
  phones: z.array(z.string()),
  notes: z.string().nullable(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TEmergencyContact = z.infer<typeof ZEmergencyContact>;

export const ZEmergencyPostOption = z.object({ id: ZId, name: z.string(), customerCompanyName: z.string() });
export type TEmergencyPostOption = z.infer<typeof ZEmergencyPostOption>;
