// GET /api/invoicing/invoices/:id/cfdi.xml (issue 30, Mexico): an issued invoice's unsigned CFDI 4.0 (cfdi.xml.ts) from
// the company's CFDI issuer (invoicing settings) and the customer's fiscal data (billing: RFC = tax id, registered name,
// CFDI receiver data). Refused with the reason when something a PAC would reject is missing; stamping needs a PAC and
// is not done here (the screen says so).
import { RFC_PATTERN, type TCfdiReceiver } from '@centinela/shared/contracts/invoicing-settings';
import { taxRateOn } from '@centinela/shared/contracts/invoicing-payments';
import { formatHours } from '@centinela/shared';
import { and, asc, eq } from 'drizzle-orm';
import { companies, customerCompanies, invoiceLines, invoices } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { Conflict } from '../../platform/errors';
import { cfdiAmount, cfdiXml, type TCfdiLine } from './cfdi.xml';
import { assertInvoicing } from './invoicing-payments.policy';
import { loadTaxProfiles } from './invoices.pricing';
import { loadInvoicingSettings } from './invoicing-settings.service';

/** 'yyyy-MM-ddTHH:mm:ss' of an instant in a time zone. */
const localDateTime = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
};

/** A line's words on the CFDI: its description, and the hours and rate of a time line. */
const describe = (line: typeof invoiceLines.$inferSelect) =>
  line.minutes === null
    ? line.description
    : `${line.description} (${line.kind}): ${formatHours(line.minutes, 'es')} h × ${cfdiAmount(line.rateCents)}`;

const loadFacts = async (ctx: TServiceContext, actor: TActor, id: string) => {
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, actor.companyId)));
  const invoice = found(row, 'invoice');
  const [[customer], [company], settings, lines, profiles] = await Promise.all([
    ctx.db.select().from(customerCompanies).where(eq(customerCompanies.id, invoice.customerCompanyId)),
    ctx.db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, actor.companyId)),
    loadInvoicingSettings(ctx.db, actor.companyId),
    ctx.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.sort)),
    loadTaxProfiles(ctx.db, actor.companyId),
  ]);
  return { invoice, customer, timeZone: company?.timeZone ?? 'America/Mexico_City', settings, lines, profiles };
};

/** The XML and its file name; 409 with the reason when it cannot be made. */
export const invoiceCfdiOf = async (ctx: TServiceContext, actor: TActor, id: string) => {
  assertInvoicing(actor, 'view');
  const { invoice, customer, timeZone, settings, lines, profiles } = await loadFacts(ctx, actor, id);
  if (invoice.kind !== 'invoice' || invoice.status === 'draft' || invoice.status === 'void' || !invoice.number)
    throw Conflict('CFDI_NOT_AVAILABLE', { status: invoice.status, kind: invoice.kind });
  if (invoice.currency !== 'MXN') throw Conflict('CFDI_CURRENCY', { currency: invoice.currency });
  const rfc = customer?.billing?.taxId?.trim().toUpperCase() ?? '';
  const receiver = customer?.billing?.cfdi as TCfdiReceiver | null | undefined;
  const missing = [
    ...(settings.cfdiIssuer ? [] : ['settings.cfdiIssuer']),
    ...(RFC_PATTERN.test(rfc) ? [] : ['billing.taxId']),
    ...(receiver ? [] : ['billing.cfdi']),
  ];
  if (missing.length || !settings.cfdiIssuer || !receiver) throw Conflict('CFDI_DATA_MISSING', { missing });
  const cfdiLines: TCfdiLine[] = lines.map((line) => {
    const profile = line.taxProfileId ? profiles.get(line.taxProfileId) : undefined;
    if (profile && profile.kind !== 'mx_iva' && profile.kind !== 'exempt') throw Conflict('CFDI_TAX_NOT_IVA', { profile: profile.name });
    const rate = profile && profile.kind === 'mx_iva' ? taxRateOn(profile, invoice.periodEnd) : 0;
    return {
      description: describe(line),
      amountCents: Number(line.amountCents),
      taxCents: Number(line.taxCents),
      rateMilliPercent: rate > 0 ? rate : null,
    };
  });
  const xml = cfdiXml({
    serie: invoice.prefix,
    folio: invoice.number.slice(invoice.prefix.length + 1),
    issuedAt: localDateTime(invoice.approvedAt ?? invoice.createdAt, timeZone),
    issuer: settings.cfdiIssuer,
    receiver: { ...receiver, rfc, name: (customer?.billing?.billingName || customer?.name || '').toUpperCase() },
    paymentTermsDays: invoice.paymentTermsDays,
    productCode: settings.cfdiProductCode,
    lines: cfdiLines,
  });
  return { body: xml, name: `cfdi-${invoice.number}` };
};
