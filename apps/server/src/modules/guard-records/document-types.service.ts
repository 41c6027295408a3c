// Document types of a company (settings): a name, and whether it is required for duty (availability refuses a guard
// without a valid one: required-documents.ts). Everyone who reads guard documents reads the types; settings edit them.
import type { TCreateDocumentType, TDocumentType, TUpdateDocumentType } from '@centinela/shared/contracts/guard-records';
import { ZCreateDocumentType, ZUpdateDocumentType } from '@centinela/shared/contracts/guard-records';
import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { documentTypes } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { NotFound, ValidationFailed } from '../../platform/errors';

type TArgs = { ctx: TServiceContext; actor: TActor };

const toType = (row: typeof documentTypes.$inferSelect): TDocumentType => ({
  id: row.id,
  name: row.name,
  requiredForDuty: row.requiredForDuty,
  isActive: row.isActive,
});

export const assertDocumentTypeOf = async (db: TDbOrTx, companyId: string, id: string) => {
  const [row] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.id, id), eq(documentTypes.companyId, companyId)))
    .limit(1);
  if (!row) throw ValidationFailed({ documentTypeId: 'apiErrors:fields.documentTypeUnknown' });
};

export const listDocumentTypes = async ({ ctx, actor, companyId }: TArgs & { companyId?: string }) => {
  const company = scopeOf(actor).companyForWrite(companyId);
  const rows = await ctx.db.select().from(documentTypes).where(eq(documentTypes.companyId, company)).orderBy(asc(documentTypes.name));
  return rows.map(toType);
};

export const createDocumentType = async ({ ctx, actor, input, companyId }: TArgs & { input: TCreateDocumentType; companyId?: string }) => {
  const company = scopeOf(actor).companyForWrite(companyId);
  const data = ZCreateDocumentType.parse(input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentTypes)
      .values({ companyId: company, name: data.name, requiredForDuty: data.requiredForDuty })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'settings',
      entityId: row.id,
      companyId: company,
      message: { key: 'documentTypeSaved', params: { name: row.name } },
      details: { requiredForDuty: row.requiredForDuty },
    });
    return toType(row);
  });
};

export const updateDocumentType = async ({ ctx, actor, id, input }: TArgs & { id: string; input: TUpdateDocumentType }) => {
  const data = ZUpdateDocumentType.parse(input);
  return ctx.db.transaction(async (tx) => {
    const scope = scopeOf(actor);
    const [current] = await tx
      .select()
      .from(documentTypes)
      .where(and(eq(documentTypes.id, id), scope.company(documentTypes.companyId)))
      .limit(1);
    if (!current) throw NotFound('documentType');
    const [row] = await tx.update(documentTypes).set(data).where(eq(documentTypes.id, id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'settings',
      entityId: row.id,
      companyId: row.companyId,
      message: { key: 'documentTypeSaved', params: { name: row.name } },
      details: { fields: Object.keys(data) },
    });
    return toType(row);
  });
};
