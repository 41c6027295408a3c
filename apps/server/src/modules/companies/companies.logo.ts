// The logo of a security company: a small image stored through platform/storage as a `files` row (purpose company_logo).
import { COMPANY_LOGO_MAX_BYTES } from '@centinela/shared/contracts/companies';
import { and, eq } from 'drizzle-orm';
import { companies, files } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { replaceFile } from '../../platform/attachments/attach';
import { deleteFileRows, deleteStoredObjects, openStoredFile } from '../../platform/storage/files.service';
import type { TSpooledFile } from '../../platform/storage/uploads';
import { findEditableCompany, findVisibleCompany, toCompany } from './companies.service';

export const COMPANY_LOGO_PURPOSE = 'company_logo';

/** PUT /api/companies/:id/logo: replaces the logo (the old file goes once the new one is committed). */
export const setCompanyLogo = async ({
  ctx,
  actor,
  id,
  upload,
}: {
  ctx: TServiceContext;
  actor: TActor;
  id: string;
  upload: TSpooledFile;
}) => {
  const company = await findEditableCompany(ctx.db, actor, id);
  const row = await replaceFile({
    ctx,
    actor,
    record: { companyId: company.id, subjectId: company.id, purpose: COMPANY_LOGO_PURPOSE },
    upload,
    maxBytes: COMPANY_LOGO_MAX_BYTES,
    current: async (tx) =>
      (await tx.select({ id: companies.logoFileId }).from(companies).where(eq(companies.id, company.id)).for('update'))[0]?.id ?? null,
    point: async (tx, file) => (await tx.update(companies).set({ logoFileId: file.id }).where(eq(companies.id, company.id)).returning())[0],
    log: {
      action: 'UPDATE',
      entityType: 'companies',
      entityId: company.id,
      message: { key: 'companyLogoUpdated', params: { name: company.name } },
      companyId: company.id,
    },
  });
  return toCompany(actor, row);
};

/** DELETE /api/companies/:id/logo. */
export const removeCompanyLogo = async ({ ctx, actor, id }: { ctx: TServiceContext; actor: TActor; id: string }) => {
  const company = await findEditableCompany(ctx.db, actor, id);
  const logoFileId = company.logoFileId;
  if (!logoFileId) return toCompany(actor, company);
  const { row, keys } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(companies).set({ logoFileId: null }).where(eq(companies.id, company.id)).returning();
    const removed = await deleteFileRows(tx, [logoFileId]);
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'companies',
      entityId: company.id,
      message: { key: 'companyLogoRemoved', params: { name: company.name } },
      companyId: company.id,
    });
    return { row: updated, keys: removed };
  });
  await deleteStoredObjects(ctx, keys);
  return toCompany(actor, row);
};

/** GET /api/companies/:id/logo: any signed-in user of the company (the app shows it), platform admins any. */
export const openCompanyLogo = async ({ ctx, actor, id }: { ctx: TServiceContext; actor: TActor; id: string }) => {
  const company = await findVisibleCompany(ctx.db, actor, id);
  const [file] = company.logoFileId
    ? await ctx.db
        .select()
        .from(files)
        .where(and(eq(files.id, company.logoFileId), eq(files.companyId, company.id), eq(files.purpose, COMPANY_LOGO_PURPOSE)))
        .limit(1)
    : [];
  return openStoredFile(ctx, found(file, 'logo'));
};
