// A company's invoicing settings (issue 30): series prefixes (approval numbers F-2026-0001 with the invoice prefix),
// the employer burden the financial reports add to pay, the accounts the accounting exports name, and the CFDI 4.0
// issuer. One row per company, written on the first change; a company without one has the defaults.
import type { TInvoicingSettings, TInvoicingSettingsInputParsed } from '@centinela/shared/contracts/invoicing-settings';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { invoicingSettings } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { assertInvoicing } from './invoicing-payments.policy';

export const DEFAULT_INVOICING_SETTINGS: TInvoicingSettings = {
  invoicePrefix: 'F',
  creditNotePrefix: 'NC',
  employerBurdenBp: 0,
  incomeAccount: null,
  taxAccount: null,
  receivableAccount: null,
  cfdiIssuer: null,
  cfdiProductCode: '92121504',
};

/** The company's settings, or the defaults. */
export const loadInvoicingSettings = async (db: TDbOrTx, companyId: string): Promise<TInvoicingSettings> => {
  const [row] = await db.select().from(invoicingSettings).where(eq(invoicingSettings.companyId, companyId));
  if (!row) return DEFAULT_INVOICING_SETTINGS;
  return {
    invoicePrefix: row.invoicePrefix,
    creditNotePrefix: row.creditNotePrefix,
    employerBurdenBp: row.employerBurdenBp,
    incomeAccount: row.incomeAccount,
    taxAccount: row.taxAccount,
    receivableAccount: row.receivableAccount,
    cfdiIssuer: row.cfdiIssuer ?? null,
    cfdiProductCode: row.cfdiProductCode,
  };
};

/** GET /api/invoicing/settings */
export const getInvoicingSettings = ({ ctx, actor }: { ctx: TServiceContext; actor: TActor; input: undefined }) => {
  assertInvoicing(actor, 'view');
  return loadInvoicingSettings(ctx.db, actor.companyId);
};

/** PUT /api/invoicing/settings: the whole settings; numbers already given keep their prefix. */
export const updateInvoicingSettings = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: TInvoicingSettingsInputParsed;
}) => {
  assertInvoicing(actor, 'edit');
  return ctx.db.transaction(async (tx) => {
    const values = { ...input, companyId: actor.companyId };
    await tx.insert(invoicingSettings).values(values).onConflictDoUpdate({ target: invoicingSettings.companyId, set: input });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'invoicing-payments',
      entityId: actor.companyId,
      message: { key: 'invoicingSettingsUpdated', params: {} },
    });
    return loadInvoicingSettings(tx, actor.companyId);
  });
};
