// Opportunities (special service requests, issue 15): the list with its views and filters, the form's rules (section 5),
// the workflow (rules/opportunity-workflow.ts, 409 with the allowed actions otherwise) and its history, duplicate,
// delete and the CSV export. Scoped and presented by opportunities.policy.ts.
// The list and the CSV export are in opportunities.list.ts.
import { nextNumber } from '../../platform/numbering/series';
import { todayIn, type TOpportunityStatus } from '@centinela/shared';
import type {
  TOpportunity,
  TOpportunityDetail,
  TOpportunityInputParsed,
  TOpportunitySettings,
} from '@centinela/shared/contracts/opportunities';
import { OPPORTUNITY_MESSAGES } from '@centinela/shared/contracts/opportunities';
import { OPPORTUNITY_WORKFLOW, REASON_REQUIRED_ACTIONS, type TOpportunityAction } from '@centinela/shared/rules/opportunity-workflow';
import { dailyOccurrenceMinutes } from '@centinela/shared/rules/zoned-time';
import { timeToMinutes } from '@centinela/shared';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  companies,
  customerCompanies,
  opportunities,
  opportunityGuards,
  opportunityHistory,
  opportunityQuotes,
  opportunitySettings,
  posts,
  rosterShifts,
  rosters,
  users,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { found, scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, Forbidden, NotFound, text, ValidationFailed } from '../../platform/errors';
import type { TTextKey } from '../../platform/i18n/catalog';
import { deleteStoredObjects, deleteSubjectFileRows } from '../../platform/storage/files.service';
import {
  canOnOpportunity,
  opportunityActorActs,
  opportunityCanFor,
  opportunityScope,
  seesOpportunityInternals,
} from './opportunities.policy';
import { runTransition } from '../../platform/workflow/transition';

export type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };
type TRow = typeof opportunities.$inferSelect;

export const QUOTE_FILE_PURPOSE = 'opportunity_quote';

const nameOf = (u: { name: string | null; lastName: string | null; email: string } | null) =>
  u ? [u.name, u.lastName].filter(Boolean).join(' ').trim() || u.email : null;

const creator = sql<
  string | null
>`(select nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), '') from users u where u.id = ${opportunities.createdBy})`;
const guardCount = sql<number>`(select count(*)::int from opportunity_guards g where g.opportunity_id = ${opportunities.id})`;
const lastQuote = sql<
  string | null
>`(select q.number from opportunity_quotes q where q.opportunity_id = ${opportunities.id} order by q.created_at desc limit 1)`;

// An opportunity's columns as the API shows it: not its folded search text (every field's words again), which the
// list would otherwise receive and decode for each row.
const { searchText: _searchText, ...shownColumns } = getTableColumns(opportunities);

/** `pageTotal`: the list's window count of a searched page (opportunities.list.ts); null elsewhere. */
export const selectOpportunities = (db: TDbOrTx, pageTotal: SQL.Aliased<number> | SQL<number | null> = sql<number | null>`null::bigint`) =>
  db
    .select({
      pageTotal: sql<number | null>`${pageTotal}`.mapWith(Number),
      o: shownColumns,
      customerName: customerCompanies.name,
      postName: posts.name,
      createdByName: creator,
      assignedGuards: guardCount,
      quoteNumber: lastQuote,
      timeZone: companies.timeZone,
    })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .leftJoin(customerCompanies, eq(customerCompanies.id, opportunities.customerCompanyId))
    .leftJoin(posts, eq(posts.id, opportunities.postId));

type TSelected = Awaited<ReturnType<ReturnType<typeof selectOpportunities>['where']>>[number];

/** Real minutes of one day's service (its instants in the company's zone), times the days of the service (at most 366). */
export const serviceMinutesOf = (o: Pick<TRow, 'startDate' | 'endDate' | 'startTime' | 'endTime'>, timeZone: string): number =>
  dailyOccurrenceMinutes(o.startDate, o.endDate, timeToMinutes(o.startTime), timeToMinutes(o.endTime), timeZone, 366);

export const toOpportunity = (row: TSelected, actor: TActor, can = opportunityCanFor(actor)): TOpportunity => {
  const o = row.o;
  // Pay and margin only for company staff (absent for others: undefined is left out of the JSON). One object literal:
  // spreading a 35-field object into another cost the list a fifth of its time.
  const internals = seesOpportunityInternals(actor);
  return {
    id: o.id,
    number: o.number,
    title: o.title,
    description: o.description,
    customerCompanyId: o.customerCompanyId,
    customerCompanyName: row.customerName ?? null,
    location: o.location,
    serviceType: o.serviceType,
    priority: o.priority,
    status: o.status,
    startDate: o.startDate,
    endDate: o.endDate,
    startTime: o.startTime,
    endTime: o.endTime,
    guardsRequired: o.guardsRequired,
    hourlyRateCents: o.hourlyRateCents,
    totalBudgetCents: o.totalBudgetCents,
    contactPerson: o.contactPerson,
    contactPhone: o.contactPhone,
    contactEmail: o.contactEmail,
    specialRequirements: o.specialRequirements,
    equipmentNeeded: o.equipmentNeeded,
    postId: o.postId,
    postName: row.postName ?? null,
    rosterId: o.rosterId,
    shiftId: o.shiftId,
    assignedGuards: Number(row.assignedGuards),
    quoteNumber: row.quoteNumber ?? null,
    followUpAt: o.followUpAt ? o.followUpAt.toISOString() : null,
    createdBy: o.createdBy,
    createdByName: row.createdByName ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    can: can(o),
    internalNotes: internals ? o.internalNotes : undefined,
    payRateCents: internals ? o.payRateCents : undefined,
    marginCents: internals ? marginOf(o, row.timeZone) : undefined,
  };
};

/** What the service earns over its pay: (rate − pay) × real hours × guards; null without a pay rate. */
const marginOf = (o: TSelected['o'], timeZone: string): number | null =>
  o.payRateCents === null
    ? null
    : Math.round(((o.hourlyRateCents - o.payRateCents) * serviceMinutesOf(o, timeZone) * o.guardsRequired) / 60);

// Read ---------------------------------------------------------------------------------------------------------------

export const loadOpportunity = async (db: TDbOrTx, actor: TActor, id: string): Promise<TOpportunity> => {
  const [row] = await selectOpportunities(db).where(and(eq(opportunities.id, id), opportunityScope(actor)));
  return toOpportunity(found(row, 'opportunity'), actor);
};

/** The row in the actor's scope (404 otherwise), locked for the write. */
export const findOpportunity = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, id), opportunityScope(actor)))
    .for('update');
  return found(row, 'opportunity');
};

export const getOpportunity = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TOpportunityDetail> => {
  const opportunity = await loadOpportunity(ctx.db, actor, input.id);
  const [history, guards, quotes] = await Promise.all([
    ctx.db
      .select({ h: opportunityHistory, name: users.name, lastName: users.lastName, email: users.email })
      .from(opportunityHistory)
      .leftJoin(users, eq(users.id, opportunityHistory.actorId))
      .where(eq(opportunityHistory.opportunityId, input.id))
      .orderBy(asc(opportunityHistory.createdAt), asc(opportunityHistory.id)),
    ctx.db
      .select({
        guardId: opportunityGuards.guardId,
        createdAt: opportunityGuards.createdAt,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
      })
      .from(opportunityGuards)
      .innerJoin(users, eq(users.id, opportunityGuards.guardId))
      .where(eq(opportunityGuards.opportunityId, input.id))
      .orderBy(asc(users.sortName)),
    ctx.db.select().from(opportunityQuotes).where(eq(opportunityQuotes.opportunityId, input.id)).orderBy(desc(opportunityQuotes.createdAt)),
  ]);
  const staff = isCompanyStaff(actor);
  return {
    ...opportunity,
    history: history.map((r) => ({
      id: r.h.id,
      action: r.h.action,
      fromStatus: r.h.fromStatus,
      toStatus: r.h.toStatus,
      reason: r.h.reason,
      actorId: r.h.actorId,
      actorName: r.email ? nameOf({ name: r.name, lastName: r.lastName, email: r.email }) : null,
      at: r.h.createdAt.toISOString(),
    })),
    guards: guards.map((g) => ({ guardId: g.guardId, name: nameOf(g) ?? '', assignedAt: g.createdAt.toISOString() })),
    quotes: quotes.map((q) => ({
      id: q.id,
      number: q.number,
      language: q.language,
      totalCents: q.totalCents,
      validUntil: q.validUntil,
      createdAt: q.createdAt.toISOString(),
      sentAt: q.sentAt ? q.sentAt.toISOString() : null,
      sentTo: staff ? q.sentTo : null,
    })),
  };
};

// Writes -------------------------------------------------------------------------------------------------------------

export const recordHistory = (
  tx: TDbOrTx,
  actor: TActor | null,
  opportunityId: string,
  entry: { action: string; fromStatus?: TOpportunityStatus | null; toStatus?: TOpportunityStatus | null; reason?: string | null },
) =>
  tx.insert(opportunityHistory).values({
    opportunityId,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    reason: entry.reason ?? null,
    actorId: actor?.userId ?? null,
  });

/** The company's settings row (created with the defaults on first use), locked while a quote reads its tax. */
export const settingsFor = async (tx: TDbOrTx, companyId: string) => {
  await tx.insert(opportunitySettings).values({ companyId }).onConflictDoNothing();
  const [row] = await tx.select().from(opportunitySettings).where(eq(opportunitySettings.companyId, companyId)).for('update');
  return row;
};

const companyOf = async (db: TDbOrTx, companyId: string) => {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return found(row, 'company');
};

const fieldError = (field: string, key: string) => ValidationFailed({ [field]: key });

/**
 * The rules the shared schema cannot check: no past dates (the company's today), the client, post, roster and shift
 * of the company (a customer admin: their own customer), the roster of the post and the shift of the roster.
 */
const checkReferences = async (
  tx: TDbOrTx,
  actor: TActor,
  companyId: string,
  input: TOpportunityInputParsed,
  previous: Pick<TRow, 'startDate' | 'endDate'> | null,
) => {
  const { timeZone } = await companyOf(tx, companyId);
  const today = todayIn(timeZone);
  const datesChanged = !previous || previous.startDate !== input.startDate || previous.endDate !== input.endDate;
  if (datesChanged && input.startDate < today) throw fieldError('startDate', OPPORTUNITY_MESSAGES.pastDate);
  if (datesChanged && input.endDate < today) throw fieldError('endDate', OPPORTUNITY_MESSAGES.pastDate);
  if (!isCompanyStaff(actor) && input.customerCompanyId !== actor.customerId) throw NotFound('customerCompany');
  const [customer] = await tx
    .select({ id: customerCompanies.id })
    .from(customerCompanies)
    .where(and(eq(customerCompanies.id, input.customerCompanyId), eq(customerCompanies.companyId, companyId)));
  found(customer, 'customerCompany');
  if (input.postId) {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.postId), eq(posts.companyId, companyId)));
    found(post, 'post');
  }
  if (input.rosterId) {
    const [roster] = await tx
      .select({ id: rosters.id, postId: rosters.postId })
      .from(rosters)
      .where(and(eq(rosters.id, input.rosterId), eq(rosters.companyId, companyId)));
    found(roster, 'roster');
    if (input.postId && roster.postId !== input.postId) throw fieldError('rosterId', OPPORTUNITY_MESSAGES.selectRosterAndShift);
  }
  if (input.shiftId) {
    const [shift] = await tx
      .select({ rosterId: rosterShifts.rosterId })
      .from(rosterShifts)
      .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
      .where(and(eq(rosterShifts.id, input.shiftId), eq(rosters.companyId, companyId)));
    found(shift, 'shift');
    if (!input.rosterId || shift.rosterId !== input.rosterId) throw fieldError('shiftId', OPPORTUNITY_MESSAGES.selectRosterAndShift);
  }
};

/** The columns a write sets; a customer company admin never sets (nor clears) the internal ones. */
const toColumns = (actor: TActor, input: TOpportunityInputParsed) => {
  const columns = {
    title: input.title,
    description: input.description,
    customerCompanyId: input.customerCompanyId,
    location: input.location,
    serviceType: input.serviceType,
    priority: input.priority,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.startTime,
    endTime: input.endTime,
    guardsRequired: input.guardsRequired,
    hourlyRateCents: input.hourlyRateCents,
    totalBudgetCents: input.totalBudgetCents,
    contactPerson: input.contactPerson,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    specialRequirements: input.specialRequirements,
    equipmentNeeded: input.equipmentNeeded,
  };
  if (!isCompanyStaff(actor)) return columns;
  return {
    ...columns,
    internalNotes: input.internalNotes,
    payRateCents: input.payRateCents,
    postId: input.postId,
    rosterId: input.rosterId,
    shiftId: input.shiftId,
  };
};

type TOwnMessage =
  | { key: 'opportunityCreated' | 'opportunityUpdated' | 'opportunityDeleted' | 'opportunityDuplicated' }
  | { key: 'opportunityStatusChanged'; params: { from: string; to: string } };

const systemLog = (
  tx: TDbOrTx,
  actor: TActor,
  row: Pick<TRow, 'id' | 'companyId' | 'title'>,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  message: TOwnMessage,
) =>
  writeSystemLog(tx, actor, {
    action,
    entityType: 'opportunities',
    entityId: row.id,
    companyId: row.companyId,
    message:
      message.key === 'opportunityStatusChanged'
        ? { key: message.key, params: { title: row.title, ...message.params } }
        : { key: message.key, params: { title: row.title } },
  });

export const createOpportunity = ({ ctx, actor, input }: TArgs<TOpportunityInputParsed>) =>
  ctx.db.transaction(async (tx) => {
    if (actor.role === 'security_guard' && !actor.isPlatformAdmin) throw Forbidden();
    const companyId = scopeOf(actor).companyForWrite();
    await checkReferences(tx, actor, companyId, input, null);
    // A customer company admin's request arrives as pending; staff start a draft.
    const status: TOpportunityStatus = isCompanyStaff(actor) ? 'draft' : 'pending';
    const number = await nextNumber(tx, companyId, 'opportunity');
    const [row] = await tx
      .insert(opportunities)
      .values({ companyId, number, status, createdBy: actor.userId, ...toColumns(actor, input) })
      .returning();
    await recordHistory(tx, actor, row.id, { action: 'create', toStatus: status });
    await systemLog(tx, actor, row, 'CREATE', { key: 'opportunityCreated' });
    return loadOpportunity(tx, actor, row.id);
  });

export const updateOpportunity = ({ ctx, actor, input }: TArgs<{ id: string; data: TOpportunityInputParsed }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await findOpportunity(tx, actor, input.id);
    if (!canOnOpportunity(actor, row).update) {
      if (!isCompanyStaff(actor)) throw Conflict('OPPORTUNITY_UNDER_REVIEW', { allowed: OPPORTUNITY_WORKFLOW.allowedActions(row.status) });
      throw Conflict('OPPORTUNITY_CLOSED', { allowed: OPPORTUNITY_WORKFLOW.allowedActions(row.status) });
    }
    await checkReferences(tx, actor, row.companyId, input.data, row);
    await tx.update(opportunities).set(toColumns(actor, input.data)).where(eq(opportunities.id, row.id));
    await recordHistory(tx, actor, row.id, { action: 'update' });
    await systemLog(tx, actor, { ...row, title: input.data.title }, 'UPDATE', { key: 'opportunityUpdated' });
    return loadOpportunity(tx, actor, row.id);
  });

export const deleteOpportunity = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await findOpportunity(tx, actor, input.id);
    if (!canOnOpportunity(actor, row).delete) throw Forbidden();
    const storageKeys = await deleteSubjectFileRows(tx, row.id);
    await tx.delete(opportunities).where(eq(opportunities.id, row.id));
    await systemLog(tx, actor, row, 'DELETE', { key: 'opportunityDeleted' });
    return storageKeys;
  });
  await deleteStoredObjects(ctx, keys);
};

export const duplicateOpportunity = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const source = await findOpportunity(tx, actor, input.id);
    const status: TOpportunityStatus = isCompanyStaff(actor) ? 'draft' : 'pending';
    const number = await nextNumber(tx, source.companyId, 'opportunity');
    const {
      id: _id,
      number: _n,
      status: _s,
      heldFrom: _h,
      followUpAt: _f,
      followUpNote: _fn,
      completedAt: _c,
      createdAt: _ca,
      updatedAt: _ua,
      createdBy: _cb,
      searchText: _st,
      ...copy
    } = source;
    const [row] = await tx
      .insert(opportunities)
      .values({ ...copy, number, status, createdBy: actor.userId })
      .returning();
    await recordHistory(tx, actor, row.id, { action: 'duplicate', toStatus: status, reason: `#${source.number}` });
    await systemLog(tx, actor, row, 'CREATE', { key: 'opportunityDuplicated' });
    return loadOpportunity(tx, actor, row.id);
  });

/** One transition of the workflow (platform/workflow): 409 with the allowed actions when the status does not allow it. */
export const transitionOpportunity = ({ ctx, actor, input }: TArgs<{ id: string; action: TOpportunityAction; reason: string | null }>) =>
  ctx.db.transaction(async (tx) => {
    const row = await findOpportunity(tx, actor, input.id);
    const staff = isCompanyStaff(actor);
    await runTransition(
      OPPORTUNITY_WORKFLOW,
      {
        status: row.status,
        action: input.action,
        who: { staff },
        permitted: opportunityActorActs(actor),
        remembered: row.heldFrom,
        refuse: ({ allowed }) =>
          Conflict(
            'OPPORTUNITY_ACTION_REFUSED',
            { status: row.status, action: input.action, allowed },
            { params: { status: text(`opportunities:statuses.${row.status}` as TTextKey) } },
          ),
        forbid: staff ? undefined : () => Forbidden(),
      },
      {
        write: async ({ to }) => {
          if (REASON_REQUIRED_ACTIONS.includes(input.action) && !input.reason) {
            throw fieldError('reason', OPPORTUNITY_MESSAGES.reasonRequired);
          }
          await tx
            .update(opportunities)
            .set({
              status: to,
              heldFrom: input.action === 'hold' ? row.status : null,
              completedAt: to === 'completed' ? new Date() : input.action === 'reopen' ? null : row.completedAt,
            })
            .where(eq(opportunities.id, row.id));
        },
        record: async ({ from, action, to }) => {
          await recordHistory(tx, actor, row.id, { action, fromStatus: from, toStatus: to, reason: input.reason });
          await systemLog(tx, actor, row, 'UPDATE', { key: 'opportunityStatusChanged', params: { from, to } });
        },
      },
    );
    return loadOpportunity(tx, actor, row.id);
  });

// Settings -----------------------------------------------------------------------------------------------------------

export const getOpportunitySettings = async ({ ctx, actor }: TArgs): Promise<TOpportunitySettings> => {
  const companyId = scopeOf(actor).companyForWrite();
  const [row] = await ctx.db.select().from(opportunitySettings).where(eq(opportunitySettings.companyId, companyId));
  return { taxRateBasisPoints: row?.taxRateBasisPoints ?? 1150, taxLabel: row?.taxLabel ?? 'IVU' };
};

export const updateOpportunitySettings = ({ ctx, actor, input }: TArgs<TOpportunitySettings>) =>
  ctx.db.transaction(async (tx) => {
    if (!isCompanyStaff(actor)) throw Forbidden();
    const companyId = scopeOf(actor).companyForWrite();
    await settingsFor(tx, companyId);
    await tx.update(opportunitySettings).set(input).where(eq(opportunitySettings.companyId, companyId));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'opportunities',
      entityId: companyId,
      companyId,
      message: { key: 'opportunitySettingsUpdated', params: { rate: `${input.taxRateBasisPoints / 100}%` } },
    });
    return input;
  });
