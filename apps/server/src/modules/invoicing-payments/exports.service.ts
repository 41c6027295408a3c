// The accounting export routes (accounting-exports.ts): the company's issued invoices and credit notes by issue date,
// read with their lines and taxes (no shifts), in the export's words (the company's language unless asked).
import type { TLanguage } from '@centinela/shared';
import { and, asc, eq, gte, lte, notInArray } from 'drizzle-orm';
import { companies, invoices } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { catalogTree } from '../../platform/i18n/catalog';
import { accountingExport, DEFAULT_EXPORT_ACCOUNTS, type TExportFormat } from './accounting-exports';
import { loadInvoicingSettings } from './invoicing-settings.service';
import { assertInvoicing } from './invoicing-payments.policy';
import { readInvoice } from './invoices.store';

export const exportOf = async (
  ctx: TServiceContext,
  actor: TActor,
  query: { format: TExportFormat; from: string; to: string; lang?: TLanguage },
) => {
  assertInvoicing(actor, 'view');
  const [company] = await ctx.db.select({ language: companies.defaultLanguage }).from(companies).where(eq(companies.id, actor.companyId));
  const language: TLanguage = query.lang ?? (company?.language === 'en' ? 'en' : 'es');
  const ids = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, actor.companyId),
        notInArray(invoices.status, ['draft', 'void']),
        gte(invoices.issueDate, query.from),
        lte(invoices.issueDate, query.to),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.number));
  const list = [];
  for (const { id } of ids) list.push(await readInvoice(ctx.db, actor, id));
  const words = { kinds: catalogTree(language, 'documents').invoice.kinds as Record<string, string> };
  // The accounts of the settings (IIF names them; Xero takes the income account as its code), else the defaults.
  const settings = await loadInvoicingSettings(ctx.db, actor.companyId);
  const accounts = {
    receivable: settings.receivableAccount ?? DEFAULT_EXPORT_ACCOUNTS.receivable,
    income: settings.incomeAccount ?? DEFAULT_EXPORT_ACCOUNTS.income,
    taxPayable: settings.taxAccount ?? DEFAULT_EXPORT_ACCOUNTS.taxPayable,
    xeroSalesCode: settings.incomeAccount ?? DEFAULT_EXPORT_ACCOUNTS.xeroSalesCode,
  };
  return { ...accountingExport(query.format, list, words, accounts), name: `invoices-${query.format}-${query.from}-${query.to}` };
};
