// Documents required for duty (issue 20): a company marks document types "required for duty"; a guard whose document
// of such a type is missing, or expired on the shift's date, is refused by the availability service (blocking
// conflict 'document' naming the type and the expiry).
import type { TConflict } from '@centinela/shared/contracts/rosters';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { documentTypes, userDocuments } from '../../db/schema';

const NEVER = '9999-12-31';

export type TDocumentCheck = (guardId: string, date: string) => TConflict[];

const NONE: TDocumentCheck = () => [];

/**
 * Loads the company's required types and, per guard and type, the latest expiry of their documents of that type
 * (a document without expiry never expires). No required type: one cheap query and a check that finds nothing.
 */
export const loadDocumentCheck = async (db: TDbOrTx, companyId: string, guardIds?: string[]): Promise<TDocumentCheck> => {
  const required = await db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(and(eq(documentTypes.companyId, companyId), eq(documentTypes.requiredForDuty, true), eq(documentTypes.isActive, true)));
  if (required.length === 0) return NONE;
  const rows = await db
    .select({
      userId: userDocuments.userId,
      typeId: userDocuments.documentTypeId,
      best: sql<string>`max(coalesce(${userDocuments.expiryDate}, ${NEVER}::date))::text`,
    })
    .from(userDocuments)
    .where(
      and(
        eq(userDocuments.companyId, companyId),
        inArray(
          userDocuments.documentTypeId,
          required.map((r) => r.id),
        ),
        guardIds ? inArray(userDocuments.userId, guardIds.length ? guardIds : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ),
    )
    .groupBy(userDocuments.userId, userDocuments.documentTypeId);
  const best = new Map(rows.map((r) => [`${r.userId}:${r.typeId}`, String(r.best).slice(0, 10)]));
  return (guardId, date) => {
    const conflicts: TConflict[] = [];
    for (const type of required) {
      const expiry = best.get(`${guardId}:${type.id}`);
      if (!expiry) {
        conflicts.push({
          type: 'document',
          severity: 'blocking',
          message: `Required document ${type.name} is missing`,
          documentName: type.name,
          expiredOn: null,
        });
      } else if (expiry < date) {
        conflicts.push({
          type: 'document',
          severity: 'blocking',
          message: `Required document ${type.name} expired on ${expiry}`,
          documentName: type.name,
          expiredOn: expiry,
        });
      }
    }
    return conflicts;
  };
};
