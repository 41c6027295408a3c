// The absences policy: an absence is read with its user (users.policy.ts usersScope decides who sees whom) and
// changed by those who may edit that user; what the viewer may do with one absence is sent with it as `can`.
// A customer company admin reads only the absences marked on their own posts (the posts scope every report uses),
// and never why: the category (sick …) and the notes go to company staff and the guard themself only.
import type { TAbsence, TAbsenceCan } from '@centinela/shared/contracts/absences';
import type { TAbsenceReportRow } from '@centinela/shared/contracts/reports';
import type { TRole } from '@centinela/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { receivesField, type TAudience, type TFieldRules } from '../../platform/access/fields';
import { postScope } from '../posts/posts.policy';
import { isWritable } from '../users/users.policy';

type TAbsenceUser = { id: string; role: string; companyId: string; customerId: string | null; email: string };

export const canOnAbsence = (actor: TActor, user: TAbsenceUser, absence: { status: string }): TAbsenceCan => {
  const edits = isWritable(actor, { ...user, role: user.role as TRole }) && actorCan(actor, 'edit', 'users');
  return { update: edits, resolve: edits && absence.status === 'active' };
};

const isCustomerAdmin = (actor: TActor) => actor.role === 'customer_company_admin' && !actor.isPlatformAdmin;

/**
 * Absences the actor may read, besides their user's scope: a customer company admin only those marked on a post in
 * their posts scope (postScope, as every customer-scoped report reads its rows), so a guard who also works another
 * customer's posts shows them none of his absences there. `shiftInfo` is the absence's shift_info column (or alias).
 */
export const absenceScope = (actor: TActor, shiftInfo: SQLWrapper): SQL | undefined =>
  isCustomerAdmin(actor)
    ? sql`exists (select 1 from ${posts} where ${posts.id}::text = ${shiftInfo}->>'postId' and ${postScope(actor)})`
    : undefined;

/** Why a guard was absent (category and notes, medical ones included): company staff and the guard only. */
const ABSENCE_REASON: TAudience = 'staffOrSubject';

/** The fields of an absence (GET /api/users/:id/absences and its writes) that ABSENCE_REASON covers. */
export const ABSENCE_FIELD_RULES: TFieldRules<TAbsence> = { category: ABSENCE_REASON, notes: ABSENCE_REASON };

/** The same for a row of the absence report and its CSV, and for the absence named by a guard action. */
export const ABSENCE_ROW_FIELD_RULES: TFieldRules<TAbsenceReportRow> = {
  categoryId: ABSENCE_REASON,
  categoryKey: ABSENCE_REASON,
  categoryName: ABSENCE_REASON,
  notes: ABSENCE_REASON,
};

/**
 * Whether the actor sees the category of every absence they read, so a report may total and filter by category:
 * staff, and a guard (who reads only their own). A viewer who sees none gets neither (a filter by 'sick' would tell).
 */
export const seesAbsenceCategories = (actor: TActor): boolean =>
  receivesField(ABSENCE_ROW_FIELD_RULES, actor, 'categoryId', actor.role === 'security_guard' ? actor.userId : null);
