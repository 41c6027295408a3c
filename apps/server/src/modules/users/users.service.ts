// Users: the users page list, the directory and the editor's read (spec sections 2–5, 7); writes and SIP settings are in
// users.writes.ts, password and deletion in users.account.ts.
import { type TDirectoryUser, type TUserDetail, type TUserListItem, type TUsersPage, maskSsn } from '@centinela/shared/contracts/users';
import type { TSipSettingsPublic } from '@centinela/shared';
import type { TUsersPageQuery } from '@centinela/shared/contracts/users';
import type { ZUsersPageQuery } from '@centinela/shared/contracts/users';
import { and, asc, count, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { collated } from '../../db/collation';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { companies, customerCompanies, users } from '../../db/schema';
import type { TSipSettingsColumn } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { actorCan } from '../../platform/access/actor';
import { presentFields } from '../../platform/access/fields';
import { found, scopeShapeOf, where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { AppError, ValidationFailed } from '../../platform/errors';
import { maintainedUsersTotal } from './users.counts';
import { roleFilterOn } from './users.filters';
import { canOnUser, isMainAdminEmail, USER_FIELD_RULES, usersScope, visibleUserFields } from './users.policy';
import { searchMatches, userSearchWords } from './users.search';
import { pageOf, placeholders, preparedOnce } from '../../db/prepared';

export type TOptions<TInput = undefined> = { ctx: TServiceContext; actor: TActor; input: TInput };
export type TUserRow = typeof users.$inferSelect;

type TMainAdminRule = 'emailRole' | 'deactivate' | 'reservedEmail' | 'password' | 'delete';
export const MainAdminProtected = (rule: TMainAdminRule) => new AppError(409, 'MAIN_ADMIN_PROTECTED', { context: rule });

export const fieldError = (field: string, key: string) => ValidationFailed({ [field]: key });

// ── Reading ───────────────────────────────────────────────────────────────

/** Columns of a card read from users, for the 25 users of a page once it is cut; company and customer names join then. */
const cardColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  initial: users.initial,
  lastName: users.lastName,
  mothersMaidenName: users.mothersMaidenName,
  role: users.role,
  rank: users.rank,
  isCoordinator: users.isCoordinator,
  stillEmployed: users.stillEmployed,
  phone: users.phone,
  phoneWhatsappEnabled: users.phoneWhatsappEnabled,
  mobile: users.mobile,
  mobileWhatsappEnabled: users.mobileWhatsappEnabled,
  companyId: users.companyId,
  customerId: users.customerId,
  city: sql<string | null>`${users.address}->>'city'`.as('city'),
  state: sql<string | null>`${users.address}->>'state'`.as('state'),
  photoFileId: users.photoFileId,
};

/** The narrow columns a users page is cut on (one shape whether cut from users or from the word index's matches). */
const cutColumns = (id: SQLWrapper, roleOrder: SQLWrapper, sortName: SQLWrapper, total: SQL<number>) => ({
  id: sql<string>`${id}`.as('page_id'),
  roleOrder: sql<number>`${roleOrder}`.as('page_role_order'),
  sortName: sql<string>`${sortName}`.as('page_sort_name'),
  total: total.as('page_total'),
});
type TPageCut = SubqueryWithSelection<ReturnType<typeof cutColumns>, 'page'>;

/** GET /api/users/paginated: one page of cards, grouped by role then sorted by name, id (stable across pages). */
export const listUsersPage = async ({ ctx, actor, input }: TOptions<z.output<typeof ZUsersPageQuery>>): Promise<TUsersPage> => {
  const words = userSearchWords(input.search);
  // Names in the reader's language (decision 0015).
  const byName = (column: SQLWrapper) => asc(collated(column, actor.language));
  // The page is cut on the narrow sort keys (id, role order, name), then the 25 ids are joined back to their card
  // columns and company/customer names.
  const cardsOf = (cut: TPageCut) =>
    ctx.db
      .select({
        ...cardColumns,
        companyName: companies.name,
        customerName: customerCompanies.name,
        total: sql<number>`${cut.total}`.mapWith(Number),
      })
      .from(cut)
      .innerJoin(users, eq(users.id, cut.id))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(customerCompanies, eq(customerCompanies.id, users.customerId))
      .orderBy(asc(cut.roleOrder), byName(cut.sortName), asc(cut.id));
  const offset = (input.page - 1) * input.pageSize;
  // Prepared per shape (db/prepared.ts): the role tab, the sort language, the actor's kind and the values bound (the
  // scope's ids, employment, the search's words); every value is a placeholder.
  const { bind, values, names } = placeholders();
  const shapeOf = (kind: string) => `users.${kind}:${input.role}:${actor.language}:${scopeShapeOf(actor)}:${names()}:${input.pageSize}`;
  const pageValues = () => ({ ...values, offset });

  let rows: Awaited<ReturnType<typeof cardsOf>>;
  let total: number;
  if (words.length) {
    // A search: the matching users from the word index (users.search.ts), sorted, counted in the same pass (a
    // window count) and cut; then their cards.
    const matches = searchMatches(ctx.db, actor, input, words, bind);
    rows = await preparedOnce(ctx.db, shapeOf('search'), () =>
      cardsOf(
        pageOf(
          ctx.db
            .select(cutColumns(matches.userId, matches.roleOrder, matches.sortName, sql<number>`count(*) over ()`))
            .from(matches)
            .orderBy(asc(matches.roleOrder), byName(matches.sortName), asc(matches.userId)),
          input.pageSize,
        ).as('page'),
      ),
    ).execute(pageValues());
    // Past the last page the window count has no row to ride on: count the matches alone.
    total =
      rows[0]?.total ?? (input.page > 1 ? ((await ctx.db.select({ total: count() }).from(matches).execute(values))[0]?.total ?? 0) : 0);
  } else {
    // Without a search the page comes straight from the language's ordered index (users_page_es_idx /
    // users_page_en_idx), and the total from the maintained user_counts (users.counts.ts) when the scope is whole
    // companies; customer admins' and guards' small scopes are counted.
    const condition = where(
      usersScope(actor, input.companyId, bind),
      eq(users.stillEmployed, bind('activeOnly', input.activeOnly)),
      roleFilterOn(users, input.role),
    );
    [rows, total] = await Promise.all([
      preparedOnce(ctx.db, shapeOf('page'), () =>
        cardsOf(
          pageOf(
            ctx.db
              .select(cutColumns(users.id, users.roleOrder, users.sortName, sql<number>`0`))
              .from(users)
              .where(condition)
              .orderBy(asc(users.roleOrder), byName(users.sortName), asc(users.id)),
            input.pageSize,
          ).as('page'),
        ),
      ).execute(pageValues()),
      maintainedUsersTotal(ctx.db, actor, input).then(
        async (maintained) =>
          maintained ??
          (
            await preparedOnce(ctx.db, shapeOf('count'), () => ctx.db.select({ total: count() }).from(users).where(condition)).execute(
              values,
            )
          )[0].total,
      ),
    ]);
  }
  // Each card written out field by field: an object rest (`{ photoFileId, ...row }`) and a spread took 8 µs a card,
  // a tenth of the route's time.
  const items: TUserListItem[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    initial: row.initial,
    lastName: row.lastName,
    mothersMaidenName: row.mothersMaidenName,
    role: row.role,
    rank: row.rank,
    isCoordinator: row.isCoordinator,
    stillEmployed: row.stillEmployed,
    phone: row.phone,
    phoneWhatsappEnabled: row.phoneWhatsappEnabled,
    mobile: row.mobile,
    mobileWhatsappEnabled: row.mobileWhatsappEnabled,
    companyId: row.companyId,
    companyName: row.companyName,
    customerName: row.customerName,
    city: row.city,
    state: row.state,
    hasPhoto: Boolean(row.photoFileId),
    isMainAdmin: isMainAdminEmail(row.email, ctx.config.adminEmail),
    can: canOnUser(actor, row, ctx.config.adminEmail),
  }));
  return { items, total };
};

export type { TUsersPageQuery };

/** GET /api/users: the phone's directory. Viewers of users get their scope; everyone else their company's admins and themselves. */
export const listDirectory = async ({ ctx, actor }: TOptions): Promise<TDirectoryUser[]> => {
  const scope = actorCan(actor, 'view', 'users')
    ? usersScope(actor)
    : and(eq(users.companyId, actor.companyId), or(eq(users.role, 'security_company_admin'), eq(users.id, actor.userId)));
  return ctx.db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      mobile: users.mobile,
      companyId: users.companyId,
      customerId: users.customerId,
    })
    .from(users)
    .where(where(scope, eq(users.stillEmployed, true)))
    .orderBy(asc(collated(users.sortName, actor.language)), asc(users.id));
};

/**
 * The user `id` in the actor's users scope (404 otherwise): the editor's read and every write's first step. Prepared
 * per scope shape (db/prepared.ts): building the select of the user's 41 columns cost more than the statement.
 */
export const loadVisible = async (db: TDbOrTx, actor: TActor, id: string): Promise<TUserRow> => {
  const { bind, values, names } = placeholders();
  const condition = and(eq(users.id, bind('id', id)), usersScope(actor, undefined, bind));
  const [row] = await preparedOnce(db, `users.visible:${scopeShapeOf(actor)}:${names()}`, () =>
    db.select().from(users).where(condition).limit(1),
  ).execute(values);
  return found(row, 'user');
};

export const publicSipSettings = (sip: TSipSettingsColumn | null | undefined): TSipSettingsPublic => ({
  incomingServer: sip?.incomingServer ?? null,
  incomingPort: sip?.incomingPort ?? 5060,
  outgoingServer: sip?.outgoingServer ?? null,
  outgoingPort: sip?.outgoingPort ?? 5060,
  extensionName: sip?.extensionName ?? null,
  extensionNumber: sip?.extensionNumber ?? null,
  username: sip?.username ?? null,
  hasPassword: Boolean(sip?.passwordEncrypted),
  preferredCodec: sip?.preferredCodec ?? 'default',
  sampleRate: sip?.sampleRate ?? 'default',
  connectionStatus: sip?.connectionStatus ?? 'not_connected',
  lastConnectionAttempt: sip?.lastConnectionAttempt ?? null,
});

export const toDetail = async (ctx: TServiceContext, actor: TActor, row: TUserRow): Promise<TUserDetail> => {
  const [[company], [customer]] = await Promise.all([
    ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)),
    row.customerId
      ? ctx.db.select({ name: customerCompanies.name }).from(customerCompanies).where(eq(customerCompanies.id, row.customerId))
      : Promise.resolve([]),
  ]);
  const can = canOnUser(actor, row, ctx.config.adminEmail);
  const fields = visibleUserFields(actor, row, can);
  const isSsnMasked = fields.ssn !== 'full';
  const socialSecurityNumber =
    row.ssnEncrypted && fields.ssn !== 'none'
      ? fields.ssn === 'masked'
        ? maskSsn(row.ssnLast4)
        : ctx.secrets.decrypt(row.ssnEncrypted)
      : null;
  const address = row.address
    ? {
        street: row.address.street ?? null,
        city: row.address.city ?? null,
        state: row.address.state ?? null,
        country: row.address.country ?? null,
        zipCode: row.address.zipCode ?? null,
      }
    : null;
  // The fields the users policy keeps from this viewer (USER_FIELD_RULES) leave the answer here, on every route.
  return presentFields(
    USER_FIELD_RULES,
    actor,
    {
      id: row.id,
      email: row.email,
      name: row.name,
      initial: row.initial,
      lastName: row.lastName,
      mothersMaidenName: row.mothersMaidenName,
      role: row.role,
      companyId: row.companyId,
      companyName: company?.name ?? null,
      customerId: row.customerId,
      customerName: customer?.name ?? null,
      photoFileId: row.photoFileId,
      phone: row.phone,
      phoneWhatsappEnabled: row.phoneWhatsappEnabled,
      mobile: row.mobile,
      mobileWhatsappEnabled: row.mobileWhatsappEnabled,
      address,
      stillEmployed: row.stillEmployed,
      employmentStartDate: row.employmentStartDate,
      terminationDate: row.terminationDate,
      terminationReason: row.terminationReason,
      rank: row.rank,
      isCoordinator: row.isCoordinator,
      companyIdentificationNumber: row.companyIdentificationNumber,
      socialSecurityNumber,
      isSsnMasked: Boolean(socialSecurityNumber) && isSsnMasked,
      dateOfBirth: row.dateOfBirth,
      hourlyWageCents: row.hourlyWageCents,
      overtimeRateCents: row.overtimeRateCents,
      runnerForCompanies: row.runnerForCompanies,
      payrollProfileTypeId: row.payrollProfileTypeId,
      restDay: row.restDay,
      faceRecognitionComplete: row.faceRecognitionComplete,
      roleRecordId: row.roleRecordId,
      sipSettings: publicSipSettings(row.sipSettings),
      isMainAdmin: isMainAdminEmail(row.email, ctx.config.adminEmail),
      lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      can,
    },
    row.id,
  );
};

/** GET /api/users/:id: the editor's data. */
export const getUser = async ({ ctx, actor, input }: TOptions<{ id: string }>): Promise<TUserDetail> =>
  toDetail(ctx, actor, await loadVisible(ctx.db, actor, input.id));
