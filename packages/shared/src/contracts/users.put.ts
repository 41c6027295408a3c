// PUT /api/users/:id, the spec's contract (section 7's API table: "user fields, or sipSettings, or stillEmployed"):
// one path, three bodies, each validated by the schema of the endpoint it stands for.
import { z } from 'zod';
import {
  type TSipSettingsInput,
  type TSipSettingsWrite,
  type TUpdateEmployment,
  type TUpdateEmploymentInput,
  type TUpdateUser,
  type TUpdateUserInput,
  ZSipSettingsInput,
  ZUpdateEmployment,
  ZUpdateUser,
  ZUserFields,
} from './users';

const EMPLOYMENT_KEYS = new Set(['stillEmployed', 'terminationDate', 'terminationReason']);
const ZSpecSipBody = z.strictObject({ sipSettings: ZSipSettingsInput });

/** What PUT /api/users/:id was sent, told apart by its shape (spec section 7: "user fields, or sipSettings, or stillEmployed"). */
export type TUserPutBody =
  | { kind: 'fields'; data: TUpdateUser }
  | { kind: 'sipSettings'; data: TSipSettingsWrite }
  | { kind: 'employment'; data: TUpdateEmployment };
export type TUserPutBodyInput = TUpdateUserInput | { sipSettings: TSipSettingsInput } | TUpdateEmploymentInput;

const userPutKind = (v: unknown): TUserPutBody['kind'] => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'fields';
  const keys = Object.keys(v);
  if (keys.includes('sipSettings')) return 'sipSettings';
  return keys.includes('stillEmployed') && keys.every((k) => EMPLOYMENT_KEYS.has(k)) ? 'employment' : 'fields';
};
const USER_PUT_SCHEMAS = { fields: ZUpdateUser, sipSettings: ZSpecSipBody, employment: ZUpdateEmployment } as const;

/**
 * PUT /api/users/:id, the spec's contract: the user form's fields; or `{ sipSettings }` (the SIP tab's save, the same
 * as PUT …/sip-settings); or `{ stillEmployed, terminationDate?, terminationReason? }` (the card switch, the same as
 * PUT …/employment). A body with a sipSettings key is read as SIP settings only (other keys are refused, strict); a
 * body of only employment keys is the switch; anything else is the form, validated whole. Each shape is validated by
 * its own schema, so its field errors name its own fields.
 */
export const ZUpdateUserBody = z
  .unknown()
  .transform((value, ctx): TUserPutBody => {
    const kind = userPutKind(value);
    const parsed = USER_PUT_SCHEMAS[kind].safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: value } as never);
      return z.NEVER;
    }
    const data = parsed.data;
    return kind === 'sipSettings' ? { kind, data: (data as z.output<typeof ZSpecSipBody>).sipSettings } : ({ kind, data } as TUserPutBody);
  })
  // The API reference documents the three shapes (the transform itself has no JSON schema).
  .meta({
    anyOf: [
      z.toJSONSchema(ZUserFields, { io: 'input', unrepresentable: 'any' }),
      z.toJSONSchema(ZSpecSipBody, { io: 'input', unrepresentable: 'any' }),
      z.toJSONSchema(ZUpdateEmployment, { io: 'input', unrepresentable: 'any' }),
    ],
  }) as unknown as z.ZodType<TUserPutBody, TUserPutBodyInput>;
