// Field rules (issue 29): which fields of a record an actor receives. Each entity's policy declares its rules once —
// the field and who may receive it — and its services pass every record through presentFields before it leaves the
// server, so a JSON answer, its CSV twin and its PDF carry the same fields. A field the actor may not receive leaves
// the object (its key is absent, so the UI tells "not yours to see" from "empty"), or, for a contract whose field is
// not optional, stays as null.
import type { TActor } from './actor';
import { isCompanyStaff } from './policy';

/**
 * Who may receive a field:
 * - 'staff': company staff only (isCompanyStaff) — staff's internal notes on an incident;
 * - 'staffOrSubject': company staff and the person the record is about or who wrote it — a guard's own birth date,
 *   SIP account or absence notes; never a customer company admin reading about a guard.
 */
export type TAudience = 'staff' | 'staffOrSubject';

/** One field's rule: its audience; `whenHidden: 'null'` keeps the key, as null (a contract whose field is not optional). */
export type TFieldRule = TAudience | { audience: TAudience; whenHidden: 'null' };

export type TFieldRules<T> = { readonly [K in keyof T]?: TFieldRule };

const AUDIENCES: Record<TAudience, (actor: TActor, subjectId: string | null) => boolean> = {
  staff: (actor) => isCompanyStaff(actor),
  staffOrSubject: (actor, subjectId) => isCompanyStaff(actor) || (subjectId !== null && subjectId === actor.userId),
};

const audienceOf = (rule: TFieldRule): TAudience => (typeof rule === 'string' ? rule : rule.audience);

/** Whether the actor may receive what `audience` covers, on a record about (or written by) the user `subjectId`. */
export const mayReceive = (actor: TActor, audience: TAudience, subjectId: string | null = null): boolean =>
  AUDIENCES[audience](actor, subjectId);

/** Whether the actor receives `field` of a record about `subjectId` (a field without a rule: always). */
export const receivesField = <T>(rules: TFieldRules<T>, actor: TActor, field: keyof T, subjectId: string | null = null): boolean => {
  const rule = rules[field];
  return !rule || mayReceive(actor, audienceOf(rule), subjectId);
};

/** The record as the actor may receive it: each field its rules keep from the actor absent (or null). */
export const presentFields = <T extends object>(rules: TFieldRules<T>, actor: TActor, record: T, subjectId: string | null = null): T => {
  let out: Record<string, unknown> | null = null;
  for (const [field, rule] of Object.entries(rules) as [string, TFieldRule][]) {
    if (!(field in record) || mayReceive(actor, audienceOf(rule), subjectId)) continue;
    out ??= { ...(record as Record<string, unknown>) };
    if (typeof rule === 'object' && rule.whenHidden === 'null') out[field] = null;
    else delete out[field];
  }
  return (out ?? record) as T;
};
