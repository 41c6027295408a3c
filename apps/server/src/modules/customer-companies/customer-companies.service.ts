// Customer companies of a security company. Security company admins manage their own; customer company admins
// see only their own customer; platform admins see every security company's customers.
import type { TDeactivateRequest } from '@centinela/shared/contracts/companies';
import { COMPANY_MESSAGES } from '@centinela/shared/contracts/companies';
import { phoneFromForm } from '@centinela/shared/rules/phone';
import { ZDeactivateRequest } from '@centinela/shared/contracts/companies';
import {
  type TCreateCustomerCompany,
  type TCustomerCompany,
  type TCustomerCompanyDirectoryItem,
  type TCustomerCompanyImpact,
  type TCustomerCompanyListQuery,
  type TCustomerCompanyPage,
  type TUpdateCustomerCompany,
  ZCreateCustomerCompany,
  ZCustomerCompanyDirectoryQuery,
  ZCustomerCompanyListQuery,
  ZUpdateCustomerCompany,
} from '@centinela/shared/contracts/customer-companies';
import type { z } from 'zod';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import { allOn, type TDbOrTx } from '../../db/client';
import { companies, customerCompanies, posts, rosters, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict, ValidationFailed } from '../../platform/errors';
import { companyPhoneCountry } from '../../platform/phone/company-phone';
import { matchesSearch } from '../../platform/search/search';
import { assertManagesCustomers, canOnCustomerCompany, customerCompaniesScope } from './customer-companies.policy';

type TRow = typeof customerCompanies.$inferSelect;
type TOpts<I = undefined> = { ctx: TServiceContext; actor: TActor } & (I extends undefined ? object : { input: I });

const toCustomerCompany = (row: TRow, companyName: string, actor: TActor): TCustomerCompany => ({
  id: row.id,
  companyId: row.companyId,
  companyName,
  name: row.name,
  contactPerson: row.contactPerson,
  phone: row.phone,
  email: row.email,
  address: row.address ?? null,
  billing: {
    billingName: row.billing?.billingName ?? null,
    billingEmail: row.billing?.billingEmail ?? null,
    taxId: row.billing?.taxId ?? null,
    paymentTermsDays: row.billing?.paymentTermsDays ?? null,
    billingAddress: row.billing?.billingAddress ?? null,
    invoiceLanguage: row.billing?.invoiceLanguage ?? null,
    cfdi: (row.billing?.cfdi as TCustomerCompany['billing']['cfdi']) ?? null,
  },
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  can: canOnCustomerCompany(actor, row),
});

const findCustomer = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select({ row: customerCompanies, companyName: companies.name })
    .from(customerCompanies)
    .innerJoin(companies, eq(companies.id, customerCompanies.companyId))
    .where(and(eq(customerCompanies.id, id), customerCompaniesScope(actor)))
    .limit(1);
  return found(row, 'customerCompany');
};

const assertNameFree = async (db: TDbOrTx, companyId: string, name: string, exceptId?: string) => {
  const [clash] = await db
    .select({ id: customerCompanies.id })
    .from(customerCompanies)
    .where(
      and(
        eq(customerCompanies.companyId, companyId),
        sql`lower(${customerCompanies.name}) = lower(${name})`,
        exceptId ? ne(customerCompanies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw FieldConflict('CUSTOMER_COMPANY_NAME_TAKEN', { name: COMPANY_MESSAGES.nameTaken }, { name });
};

export const listCustomerDirectory = async ({
  ctx,
  actor,
  input,
}: TOpts<z.input<typeof ZCustomerCompanyDirectoryQuery>>): Promise<TCustomerCompanyDirectoryItem[]> => {
  const q = ZCustomerCompanyDirectoryQuery.parse(input);
  return ctx.db
    .select({
      id: customerCompanies.id,
      name: customerCompanies.name,
      securityCompanyId: customerCompanies.companyId,
      contactPerson: customerCompanies.contactPerson,
      phone: customerCompanies.phone,
    })
    .from(customerCompanies)
    .where(where(customerCompaniesScope(actor, q.companyId), q.includeInactive ? undefined : eq(customerCompanies.isActive, true)))
    .orderBy(asc(collated(customerCompanies.name, actor.language)));
};

export const listCustomerCompanies = async ({ ctx, actor, input }: TOpts<TCustomerCompanyListQuery>): Promise<TCustomerCompanyPage> => {
  const q = ZCustomerCompanyListQuery.parse(input);
  const condition = where(
    customerCompaniesScope(actor, q.companyId),
    q.status === 'all' ? undefined : eq(customerCompanies.isActive, q.status === 'active'),
    matchesSearch(q.search, customerCompanies.searchText),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ row: customerCompanies, companyName: companies.name })
      .from(customerCompanies)
      .innerJoin(companies, eq(companies.id, customerCompanies.companyId))
      .where(condition)
      .orderBy(asc(collated(customerCompanies.name, actor.language)), asc(customerCompanies.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ total: count() }).from(customerCompanies).where(condition),
  ]);
  return { items: rows.map((r) => toCustomerCompany(r.row, r.companyName, actor)), total };
};

export const getCustomerCompany = async ({ ctx, actor, id }: TOpts & { id: string }) => {
  const { row, companyName } = await findCustomer(ctx.db, actor, id);
  return toCustomerCompany(row, companyName, actor);
};

export const createCustomerCompany = async ({ ctx, actor, input }: TOpts<TCreateCustomerCompany>) => {
  assertManagesCustomers(actor);
  const data = ZCreateCustomerCompany.parse(input);
  if (actor.isPlatformAdmin && !data.companyId) {
    throw ValidationFailed({ companyId: COMPANY_MESSAGES.chooseCompany });
  }
  const companyId = scopeOf(actor).companyForWrite(data.companyId);
  return ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, name: companies.name, isPlatform: companies.isPlatform })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!company || company.isPlatform) {
      throw ValidationFailed({ companyId: COMPANY_MESSAGES.chooseCompany });
    }
    await assertNameFree(tx, companyId, data.name);
    const [row] = await tx
      .insert(customerCompanies)
      .values({
        companyId,
        name: data.name,
        contactPerson: data.contactPerson,
        // A phone typed without "+" is a number of the security company's country.
        phone: phoneFromForm(data.phone ?? null, await companyPhoneCountry(tx, companyId)),
        email: data.email,
        address: data.address ?? null,
        billing: data.billing ?? null,
      })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'customer-companies',
      entityId: row.id,
      message: { key: 'customerCompanyCreated', params: { name: row.name } },
      companyId,
    });
    return toCustomerCompany(row, company.name, actor);
  });
};

export const updateCustomerCompany = async ({ ctx, actor, id, input }: TOpts<TUpdateCustomerCompany> & { id: string }) => {
  const data = ZUpdateCustomerCompany.parse(input);
  return ctx.db.transaction(async (tx) => {
    const { row: current, companyName } = await findCustomer(tx, actor, id);
    if (data.name !== undefined && data.name.toLowerCase() !== current.name.toLowerCase()) {
      await assertNameFree(tx, current.companyId, data.name, id);
    }
    const changes = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as Partial<
      typeof customerCompanies.$inferInsert
    >;
    if (data.phone !== undefined)
      changes.phone = phoneFromForm(data.phone, await companyPhoneCountry(tx, current.companyId), current.phone);
    if (Object.keys(changes).length === 0) return toCustomerCompany(current, companyName, actor);
    const [row] = await tx.update(customerCompanies).set(changes).where(eq(customerCompanies.id, id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'customer-companies',
      entityId: id,
      message: { key: 'customerCompanyUpdated', params: { name: row.name } },
      details: { fields: Object.keys(changes) },
      companyId: row.companyId,
    });
    return toCustomerCompany(row, companyName, actor);
  });
};

const today = () => new Date().toISOString().slice(0, 10);

export const customerImpact = async (db: TDbOrTx, customerId: string): Promise<TCustomerCompanyImpact> => {
  const [[p], [r], [a]] = await allOn(db, [
    db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.customerCompanyId, customerId), eq(posts.status, 'active'))),
    db
      .select({ n: count() })
      .from(rosters)
      .innerJoin(posts, eq(posts.id, rosters.postId))
      .where(
        and(
          eq(posts.customerCompanyId, customerId),
          eq(rosters.isActive, true),
          sql`(${rosters.effectiveTo} is null or ${rosters.effectiveTo} >= ${today()})`,
        ),
      ),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.stillEmployed, true))),
  ]);
  return { activePosts: p.n, activeRosters: r.n, customerAdmins: a.n };
};

export const getCustomerImpact = async ({ ctx, actor, id }: TOpts & { id: string }) => {
  const { row } = await findCustomer(ctx.db, actor, id);
  return customerImpact(ctx.db, row.id);
};

export const deactivateCustomerCompany = async ({ ctx, actor, id, input }: TOpts<TDeactivateRequest> & { id: string }) => {
  const { confirm } = ZDeactivateRequest.parse(input ?? {});
  return ctx.db.transaction(async (tx) => {
    const { row: current, companyName } = await findCustomer(tx, actor, id);
    assertManagesCustomers(actor);
    const impact = await customerImpact(tx, id);
    if (!confirm && (impact.activePosts > 0 || impact.activeRosters > 0)) {
      throw Conflict('CUSTOMER_COMPANY_HAS_ACTIVE_POSTS', { impact, needsConfirmation: true });
    }
    const [row] = await tx.update(customerCompanies).set({ isActive: false }).where(eq(customerCompanies.id, id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'customer-companies',
      entityId: id,
      message: { key: 'customerCompanyDeactivated', params: { name: current.name } },
      details: { impact },
      companyId: row.companyId,
    });
    return toCustomerCompany(row, companyName, actor);
  });
};

export const activateCustomerCompany = async ({ ctx, actor, id }: TOpts & { id: string }) =>
  ctx.db.transaction(async (tx) => {
    const { row: current, companyName } = await findCustomer(tx, actor, id);
    assertManagesCustomers(actor);
    const [row] = await tx.update(customerCompanies).set({ isActive: true }).where(eq(customerCompanies.id, id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'customer-companies',
      entityId: id,
      message: { key: 'customerCompanyReactivated', params: { name: current.name } },
      companyId: row.companyId,
    });
    return toCustomerCompany(row, companyName, actor);
  });

/** Deletes a customer company nothing refers to; otherwise 409 saying what still refers to it. */
export const deleteCustomerCompany = async ({ ctx, actor, id }: TOpts & { id: string }) => {
  try {
    await ctx.db.transaction(async (tx) => {
      const { row } = await findCustomer(tx, actor, id);
      assertManagesCustomers(actor);
      const [[p], [u]] = await allOn(tx, [
        tx.select({ n: count() }).from(posts).where(eq(posts.customerCompanyId, id)),
        tx.select({ n: count() }).from(users).where(eq(users.customerId, id)),
      ]);
      if (p.n > 0 || u.n > 0) {
        throw Conflict('CUSTOMER_COMPANY_IN_USE', {
          posts: p.n,
          users: u.n,
        });
      }
      await tx.delete(customerCompanies).where(eq(customerCompanies.id, id));
      await writeSystemLog(tx, actor, {
        action: 'DELETE',
        entityType: 'customer-companies',
        entityId: id,
        message: { key: 'customerCompanyDeleted', params: { name: row.name } },
        companyId: row.companyId,
      });
    });
  } catch (error) {
    // Rows of other areas (invoices, opportunities …) may refer to it too: the foreign key answers for them.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23503') throw Conflict('CUSTOMER_COMPANY_REFERENCED');
    throw error;
  }
};
