// A guard of this company (issue 28): the one check behind every write whose body names a guard (assign to a post,
// roster, shift or special service, issue a uniform, assign a vehicle, a deduction, a pay adjustment, a kiosk punch,
// an incident's reporting guard…), so a guard of another company, a user who is not a guard and a former guard all get
// the same answer everywhere: 400 VALIDATION with the field error 'common:validation.guardNotInCompany' on the caller's
// field ("Guard not found in this company"), nothing written.
// A guard named in the path (/api/users/:id/…) is the parent record instead: it stays a 404 like any other row.
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, ValidationFailed } from '../errors';
import type { TTextKey } from '../i18n/catalog';

/** What callers get back: enough to write the row and name the guard in the log or a notification. */
export type TGuardOfCompany = {
  id: string;
  companyId: string;
  name: string | null;
  lastName: string | null;
  email: string;
  stillEmployed: boolean;
  terminationDate: string | null;
};

export type TGuardCheck = {
  /**
   * The request field the id came in (`'assignedGuardId'`, `'guardIds'`), where the field error goes; or, for a body
   * that names guards in several places (a roster's shifts), the fields of the refused ids.
   */
  field: string | ((refused: ReadonlySet<string>) => readonly string[]);
  /**
   * Whether a guard no longer employed is accepted. Default false: a write that creates something new for the guard
   * (an assignment, an issue, a punch) takes employed guards only — the pickers hide former ones too.
   * - true: any guard the company employed; for writes that record or act on the past (say why at the call).
   * - { since: 'yyyy-MM-dd' }: a guard employed at any time since that day, i.e. terminated on or after it (or on a
   *   date not recorded) — pay for a period still reaches a guard who left during it.
   */
  includeFormer?: boolean | { since: string };
  /**
   * Ids already on the record being edited: kept as they are even if the guard has left since (an edit that changes
   * something else creates nothing new for them). They must still be guards of the company.
   */
  kept?: readonly (string | null | undefined)[];
  /**
   * The field error's key where the product spec words the refusal of that route itself (the special services'
   * 'Selected guards not found in current company.'): its words are then the whole message. Status and code stay.
   */
  specKey?: TTextKey;
};

/** The field error: a translation key (decision 0014) whose words, in the caller's language, make the message. */
export const GUARD_NOT_IN_COMPANY_KEY = 'common:validation.guardNotInCompany';

/** The one refusal: 400 VALIDATION with the key on each field ("assignedGuardId: Guard not found in this company"). */
export const guardNotInCompany = (fields: readonly string[], specKey?: TTextKey) => {
  const fieldErrors = Object.fromEntries(fields.map((field) => [field, [specKey ?? GUARD_NOT_IN_COMPANY_KEY]]));
  return specKey ? new AppError(400, 'VALIDATION', { fieldErrors }, { key: specKey }) : ValidationFailed(fieldErrors);
};

const isAccepted = (guard: TGuardOfCompany, check: TGuardCheck, kept: ReadonlySet<string>) => {
  if (guard.stillEmployed || kept.has(guard.id)) return true;
  const { includeFormer = false } = check;
  if (typeof includeFormer === 'boolean') return includeFormer;
  return guard.terminationDate === null || guard.terminationDate >= includeFormer.since;
};

/**
 * The guards among `ids`, all of them guards of the company that the check accepts, in the order given (duplicates
 * once); one that is not → the refusal, naming the field. All or nothing, in one query.
 */
export const guardsOfCompany = async (
  db: TDbOrTx,
  companyId: string,
  ids: readonly string[],
  check: TGuardCheck,
): Promise<TGuardOfCompany[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      stillEmployed: users.stillEmployed,
      terminationDate: users.terminationDate,
    })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.companyId, companyId), eq(users.role, 'security_guard')));
  const kept = new Set((check.kept ?? []).filter((id): id is string => Boolean(id)));
  const accepted = new Map(rows.filter((g) => isAccepted(g, check, kept)).map((g) => [g.id, g]));
  const refused = new Set(unique.filter((id) => !accepted.has(id)));
  if (refused.size > 0) throw guardNotInCompany(typeof check.field === 'string' ? [check.field] : check.field(refused), check.specKey);
  return unique.map((id) => accepted.get(id) as TGuardOfCompany);
};

/** One guard of the company that the check accepts (see guardsOfCompany), else the refusal on `check.field`. */
export const guardOfCompany = async (db: TDbOrTx, companyId: string, guardId: string, check: TGuardCheck): Promise<TGuardOfCompany> =>
  (await guardsOfCompany(db, companyId, [guardId], check))[0];
