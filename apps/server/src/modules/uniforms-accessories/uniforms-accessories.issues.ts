// Uniform issues and returns (split from uniforms-accessories.service.ts): issuing items to guards (one conditional
// stock decrement, 409 when it matches nothing), returns with their condition, and the issues list.
import {
  RESTOCKED_RETURN_CONDITIONS,
  type TUniformIssue,
  type TUniformIssuePage,
  type TUniformReturnCondition,
} from '@centinela/shared/contracts/uniforms-accessories';
import { MAX_MONEY_CENTS } from '@centinela/shared/rules/money';
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { uniformIssues, uniformItemSizes, uniformItems, uniformStockMoves, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found, where } from '../../platform/access/scope';
import { insertDeduction } from '../payroll/payroll-setup.service';
import { writeSystemLog } from '../../platform/audit/system-log';
import { Conflict } from '../../platform/errors';
import { personName, personNameSql } from '../posts/posts.queries';
import { canOnUniformIssue, uniformScope } from './uniforms-accessories.policy';

import { findItem, findSize, moveStock, notEnoughStock, type TArgs } from './uniforms-accessories.service';

// ---- issues

const selectIssues = (db: TDbOrTx) =>
  db
    .select({
      issue: uniformIssues,
      itemName: uniformItems.name,
      unitCostCents: uniformItems.unitCostCents,
      size: uniformItemSizes.size,
      guard: { name: users.name, lastName: users.lastName, email: users.email },
    })
    .from(uniformIssues)
    .innerJoin(uniformItems, eq(uniformItems.id, uniformIssues.itemId))
    .innerJoin(uniformItemSizes, eq(uniformItemSizes.id, uniformIssues.sizeId))
    .innerJoin(users, eq(users.id, uniformIssues.guardId));

type TIssueRow = Awaited<ReturnType<ReturnType<typeof selectIssues>['where']>>[number];

const toIssue = (row: TIssueRow, actor: TActor): TUniformIssue => ({
  id: row.issue.id,
  itemId: row.issue.itemId,
  itemName: row.itemName,
  size: row.size,
  guardId: row.issue.guardId,
  guardName: personName(row.guard),
  quantity: row.issue.quantity,
  issuedOn: row.issue.issuedOn,
  condition: row.issue.condition as TUniformIssue['condition'],
  returnedOn: row.issue.returnedOn,
  returnCondition: row.issue.returnCondition as TUniformReturnCondition | null,
  unitCostCents: row.unitCostCents,
  can: canOnUniformIssue(actor, row.issue),
});

export const listIssues = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  page: number;
  pageSize: number;
  guardId?: string;
  itemId?: string;
  status: 'open' | 'returned' | 'all';
}>): Promise<TUniformIssuePage> => {
  const condition = where(
    uniformScope(actor, uniformIssues.companyId),
    input.guardId ? eq(uniformIssues.guardId, input.guardId) : undefined,
    input.itemId ? eq(uniformIssues.itemId, input.itemId) : undefined,
    input.status === 'open'
      ? isNull(uniformIssues.returnedOn)
      : input.status === 'returned'
        ? isNotNull(uniformIssues.returnedOn)
        : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    selectIssues(ctx.db)
      .where(condition)
      .orderBy(desc(uniformIssues.issuedOn), desc(uniformIssues.createdAt))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(uniformIssues).where(condition),
  ]);
  return { items: rows.map((r) => toIssue(r, actor)), total: n };
};

export const listIssueGuards = async ({ ctx, actor }: TArgs) =>
  ctx.db
    .select({ id: users.id, name: personNameSql(users) })
    .from(users)
    .where(where(uniformScope(actor, users.companyId), eq(users.role, 'security_guard'), eq(users.stillEmployed, true)))
    .orderBy(asc(collated(users.name, actor.language)), asc(users.email));

const loadIssue = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await selectIssues(db).where(eq(uniformIssues.id, id));
  return toIssue(found(row, 'issue'), actor);
};

export const issueUniform = ({
  ctx,
  actor,
  input,
}: TArgs<{
  itemId: string;
  sizeId: string;
  guardId: string;
  quantity: number;
  issuedOn: string;
  condition: string;
  deductInstalments?: number | null;
}>) =>
  ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, actor, input.itemId);
    const size = await findSize(tx, item.id, input.sizeId);
    const guard = await guardOfCompany(tx, item.companyId, input.guardId, { field: 'guardId' });
    const moved = await moveStock(tx, size.id, -input.quantity);
    if (!moved) throw notEnoughStock(size.stock, size.size, input.quantity);
    const [issue] = await tx
      .insert(uniformIssues)
      .values({
        companyId: item.companyId,
        itemId: item.id,
        sizeId: size.id,
        guardId: guard.id,
        quantity: input.quantity,
        issuedOn: input.issuedOn,
        condition: input.condition,
        issuedBy: actor.userId,
      })
      .returning({ id: uniformIssues.id });
    await tx.insert(uniformStockMoves).values({
      companyId: item.companyId,
      itemId: item.id,
      size: size.size,
      delta: -input.quantity,
      reason: 'issue',
      issueId: issue.id,
      actorId: actor.userId,
    });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'uniforms-accessories',
      entityId: item.id,
      companyId: item.companyId,
      message: { key: 'uniformIssued', params: { quantity: input.quantity, name: item.name, size: size.size, guard: personName(guard) } },
      details: { issueId: issue.id, guardId: guard.id },
    });
    // Payroll's hook: the cost charged to the guard in instalments, taken by the pay runs from the issue date on.
    const totalCents = Math.min(item.unitCostCents * input.quantity, MAX_MONEY_CENTS);
    if (input.deductInstalments && totalCents > 0) {
      await insertDeduction(
        tx,
        actor,
        {
          name: item.name,
          guardId: guard.id,
          kind: 'fixed',
          amountCents: Math.ceil(totalCents / input.deductInstalments),
          percentBp: 0,
          timing: 'after_tax',
          startDate: input.issuedOn,
          endDate: null,
          totalCents,
        },
        { source: 'uniform', sourceRef: issue.id },
      );
    }
    return loadIssue(tx, actor, issue.id);
  });

export const returnUniform = ({ ctx, actor, input }: TArgs<{ id: string; returnedOn: string; condition: TUniformReturnCondition }>) =>
  ctx.db.transaction(async (tx) => {
    const [row] = await selectIssues(tx).where(and(eq(uniformIssues.id, input.id), uniformScope(actor, uniformIssues.companyId)));
    const current = found(row, 'issue');
    // Conditional: only an open issue is returned (two returns at once: the second matches nothing).
    const [closed] = await tx
      .update(uniformIssues)
      .set({ returnedOn: input.returnedOn, returnCondition: input.condition })
      .where(and(eq(uniformIssues.id, current.issue.id), isNull(uniformIssues.returnedOn)))
      .returning({ id: uniformIssues.id });
    if (!closed) throw Conflict('UNIFORM_ISSUE_ALREADY_RETURNED');
    const restocked = RESTOCKED_RETURN_CONDITIONS.includes(input.condition);
    if (restocked) await moveStock(tx, current.issue.sizeId, current.issue.quantity);
    await tx.insert(uniformStockMoves).values({
      companyId: current.issue.companyId,
      itemId: current.issue.itemId,
      size: current.size,
      delta: restocked ? current.issue.quantity : 0,
      reason: 'return',
      issueId: current.issue.id,
      note: input.condition,
      actorId: actor.userId,
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'uniforms-accessories',
      entityId: current.issue.itemId,
      companyId: current.issue.companyId,
      message: {
        key: 'uniformReturned',
        params: { quantity: current.issue.quantity, name: current.itemName, size: current.size, guard: personName(current.guard) },
      },
      details: { issueId: current.issue.id, condition: input.condition },
    });
    return loadIssue(tx, actor, current.issue.id);
  });
