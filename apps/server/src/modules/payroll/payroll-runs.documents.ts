// Processed payrolls' documents: a guard's pay stub (PDF, es/en, the one layout of platform/documents/pdf.ts) and the
// run's CSV exports — a generic layout (every figure in integer cents) and a QuickBooks Online layout.
//
// QuickBooks Online payroll has no paycheck import of its own; hours reach it as Time Activities (the import tools and
// QBO's own "Import time activities" read these columns: TxnDate, NameOf, EmployeeVendorRefName, ItemRef Name, Hourly
// Rate, Duration, Billable Status, Taxable, Description). One row per guard and pay category with minutes, the pay item
// named after the category, plus one row per special service. QBO reads the rate as a decimal amount: that one column is
// written from the integer cents digit by digit (centsToDecimal, no float). Deductions and adjustments are not time:
// they stay in the generic layout.
import { centsToDecimal, formatHours, formatMoney, type TLanguage } from '@centinela/shared';
import type { TPayCategory, TRuleApplication } from '@centinela/shared/rules/payroll-hours.types';
import type { TActor } from '../../platform/access/actor';
import { csvOf, type TCsvColumn, toCsv } from '../../platform/documents/csv';
import { pdf, renderPdf } from '../../platform/documents/pdf';
import { catalogTree, interpolate, t, textOrNull } from '../../platform/i18n/catalog';
import type { TServiceContext } from '../../platform/context';
import { Conflict } from '../../platform/errors';
import { assertPayrollReader } from './payroll-runs.policy';
import { loadLine, loadRun, runLines } from './payroll-runs.service';
import { companyClock } from './payroll-setup.service';

/** QuickBooks Online's pay item per category: names in QBO, not words for people (those are documents:payCategories.*). */
const QBO_ITEMS: Record<TPayCategory, string> = {
  regular: 'Regular Pay',
  overtime_150: 'Overtime Pay',
  overtime_200: 'Double Overtime Pay',
  overtime_300: 'Triple Overtime Pay',
  sunday_premium_25: 'Sunday Premium',
  rest_day_premium_200: 'Rest Day Premium',
  holiday_premium_200: 'Holiday Premium',
  meal_penalty: 'Meal Penalty',
};

/** The pay stub's words: the catalog's documents:payStub (platform/i18n). */
const WORDS = { es: catalogTree('es', 'documents').payStub, en: catalogTree('en', 'documents').payStub };

const formatDay = (date: string, language: TLanguage) => {
  const [y, m, d] = date.split('-');
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};

const hoursText = (minutes: number, language: TLanguage) => formatHours(minutes, language);

/** A rule set in words (the web's payrollRuns:ruleSets, 'pr' → 'Puerto Rico'); an unknown one as it is. */
const ruleSetName = (ruleSet: string, language: TLanguage) => textOrNull(language, `payrollRuns:ruleSets.${ruleSet}`) ?? ruleSet;

/** The rules that paid the line's hours in words, as the web shows them (the category, then the rule's own words from
 *  payroll:calculator.rules.<key> with its figures), each once: 'Regular: hasta 8 h en el día'. */
export const appliedRules = (applied: readonly TRuleApplication[], language: TLanguage) => [
  ...new Set(
    applied.map(
      (a) =>
        `${t(language, `documents:payCategories.${a.category}`)}: ${textOrNull(language, `payroll:calculator.rules.${a.rule}`, a.params) ?? a.rule}`,
    ),
  ),
];

/** A guard's pay stub; only calculated runs and later have lines to print. */
export const payStubPdf = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { id: string; lineId: string; language: TLanguage };
}) => {
  assertPayrollReader(actor);
  const { run, line } = await loadLine(ctx.db, actor, input.id, input.lineId);
  return renderPayStub(ctx, run, line, input.language);
};

type TStubLine = Awaited<ReturnType<typeof loadLine>>;

/** The pay stub of a line already read and allowed (staff's route above, the guard's own in my-pay-stubs.service.ts). */
export const renderPayStub = async (ctx: TServiceContext, run: TStubLine['run'], line: TStubLine['line'], language: TLanguage) => {
  const company = await companyClock(ctx.db, run.companyId);
  const w = WORDS[language];
  const money = (cents: number) => formatMoney(cents, language, company.currency);
  const d = line.detail;
  const earnings: string[][] = [];
  for (const [category, minutes] of Object.entries(d.minutes) as [TPayCategory, number][]) {
    if (!minutes) continue;
    earnings.push([t(language, `documents:payCategories.${category}`), hoursText(minutes, language), money(d.pay[category] ?? 0)]);
  }
  for (const s of d.specialServices)
    earnings.push([`${w.specialService} #${s.number}: ${s.title}`, hoursText(s.minutes, language), money(s.amountCents)]);
  for (const a of d.adjustments) earnings.push([`${w.adjustment}: ${a.reason}`, '', money(a.amountCents)]);
  const deductions = d.deductions
    .filter((x) => x.amountCents > 0)
    .map((x) => [`${x.name} (${x.timing === 'before_tax' ? w.beforeTax : w.afterTax})`, money(x.amountCents)]);
  const rules = appliedRules(
    [...d.days, ...d.weeks].flatMap((x) => x.applied),
    language,
  );
  const buffer = await renderPdf(
    {
      title: `${w.title} — ${line.guardName}`,
      companyName: company.name,
      language,
      timeZone: company.timeZone,
      subtitle: `${w.run} #${run.number}`,
    },
    [
      pdf.fields([
        [w.guard, line.guardName],
        [w.employeeNumber, line.employeeNumber],
        [w.period, `${formatDay(run.periodStart, language)} ${w.to} ${formatDay(run.periodEnd, language)}`],
        [w.wage, money(line.wageCents)],
      ]),
      pdf.heading(w.earnings),
      pdf.table(
        [
          { label: w.concept, width: 4 },
          { label: w.hours, width: 1, align: 'right' },
          { label: w.amount, width: 1.5, align: 'right' },
        ],
        earnings,
      ),
      ...(deductions.length > 0
        ? [
            pdf.heading(w.deductions),
            pdf.table(
              [
                { label: w.concept, width: 5 },
                { label: w.amount, width: 1.5, align: 'right' },
              ],
              deductions,
            ),
          ]
        : []),
      pdf.totals([
        [w.gross, money(line.grossCents)],
        [w.deductions, money(line.deductionsBeforeTaxCents + line.deductionsAfterTaxCents)],
        [w.taxes, money(line.taxesCents)],
        [w.net, money(line.netCents)],
      ]),
      ...(line.unverifiedMinutes > 0 ? [pdf.note(interpolate(w.unverified, { hours: hoursText(line.unverifiedMinutes, language) }))] : []),
      ...(rules.length > 0 ? [pdf.note(`${w.rules}: ${ruleSetName(d.ruleSet, language)} (${d.ruleVersion}). ${rules.join('; ')}.`)] : []),
    ],
  );
  return { buffer, name: `pay-stub-${run.number}-${line.guardName}` };
};

type TLine = Awaited<ReturnType<typeof runLines>>[number];

/** The generic layout: one row per guard, minutes and integer cents. */
export const GENERIC_COLUMNS: TCsvColumn<TLine & { runNumber: number; periodStart: string; periodEnd: string }>[] = [
  { header: 'exports:columns.run', value: (l) => l.runNumber },
  { header: 'exports:columns.periodStart', value: (l) => l.periodStart },
  { header: 'exports:columns.periodEnd', value: (l) => l.periodEnd },
  { header: 'exports:columns.guard', value: (l) => l.guardName },
  { header: 'exports:columns.employeeNumber', value: (l) => l.employeeNumber },
  { header: 'exports:columns.hourlyWageCents', value: (l) => l.wageCents },
  { header: 'exports:columns.regularMinutes', value: (l) => l.regularMinutes },
  { header: 'exports:columns.overtimeMinutes', value: (l) => l.overtimeMinutes },
  { header: 'exports:columns.premiumMinutes', value: (l) => l.premiumMinutes },
  { header: 'exports:columns.unverifiedMinutes', value: (l) => l.unverifiedMinutes },
  { header: 'exports:columns.regularPayCents', value: (l) => l.regularCents },
  { header: 'exports:columns.overtimePayCents', value: (l) => l.overtimeCents },
  { header: 'exports:columns.premiumPayCents', value: (l) => l.premiumCents },
  { header: 'exports:columns.specialServicesCents', value: (l) => l.specialServicesCents },
  { header: 'exports:columns.adjustmentsCents', value: (l) => l.adjustmentsCents },
  { header: 'exports:columns.grossCents', value: (l) => l.grossCents },
  { header: 'exports:columns.deductionsBeforeTaxCents', value: (l) => l.deductionsBeforeTaxCents },
  { header: 'exports:columns.taxesCents', value: (l) => l.taxesCents },
  { header: 'exports:columns.deductionsAfterTaxCents', value: (l) => l.deductionsAfterTaxCents },
  { header: 'exports:columns.netCents', value: (l) => l.netCents },
];

export const QBO_HEADERS = [
  'TxnDate',
  'NameOf',
  'EmployeeVendorRefName',
  'ItemRef Name',
  'Billable Status',
  'Taxable',
  'Hourly Rate',
  'Duration',
  'Description',
] as const;

const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A processed run as CSV (a run that is not processed yet: 409). */
export const exportRunCsv = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { id: string; layout: 'generic' | 'quickbooks'; language: TLanguage };
}) => {
  assertPayrollReader(actor);
  const run = await loadRun(ctx.db, actor, input.id);
  if (run.status !== 'processed') throw Conflict('PAY_RUN_NOT_PROCESSED', { status: run.status });
  const lines = await runLines(ctx.db, run.id);
  const name = `payroll-${run.number}-${run.periodStart}-${input.layout}`;
  if (input.layout === 'generic') {
    const rows = lines.map((l) => ({ ...l, runNumber: run.number, periodStart: run.periodStart, periodEnd: run.periodEnd }));
    return { name, body: csvOf(GENERIC_COLUMNS, rows, input.language) };
  }
  const [y, m, d] = run.periodEnd.split('-');
  const txnDate = `${m}/${d}/${y}`;
  const rows: (string | number)[][] = [];
  for (const l of lines) {
    for (const [category, minutes] of Object.entries(l.detail.minutes) as [TPayCategory, number][]) {
      if (!minutes) continue;
      const pay = l.detail.pay[category] ?? 0;
      // The rate QBO multiplies the duration by: the line's own cents per hour for that category.
      const rateCents = Math.round((pay * 60) / minutes);
      rows.push([
        txnDate,
        'Employee',
        l.guardName,
        QBO_ITEMS[category],
        'NotBillable',
        'FALSE',
        centsToDecimal(rateCents),
        duration(minutes),
        `Run ${run.number}`,
      ]);
    }
    for (const s of l.detail.specialServices) {
      const rateCents = s.minutes > 0 ? Math.round((s.amountCents * 60) / s.minutes) : 0;
      rows.push([
        txnDate,
        'Employee',
        l.guardName,
        'Special Service',
        'NotBillable',
        'FALSE',
        centsToDecimal(rateCents),
        duration(s.minutes),
        `Run ${run.number}: #${s.number} ${s.title}`,
      ]);
    }
  }
  return { name, body: toCsv([...QBO_HEADERS], rows) };
};
