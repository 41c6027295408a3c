// How a tax profile rounds (rules/invoice-tax.ts): on the invoice's total or per line, and its components (state +
// municipal) each or combined — each '' by default, the kind's reading — with an example invoice computed as typed, so
// the choice is seen in cents before it is saved.
import { todayIn } from '@centinela/shared';
import type { TTaxProfileInputParsed } from '@centinela/shared/contracts/invoicing-payments';
import {
  computeTax,
  defaultComponentRounding,
  defaultTaxRounding,
  TAX_COMPONENT_ROUNDINGS,
  TAX_ROUNDINGS,
} from '@centinela/shared/rules/invoice-tax';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatMoneyDisplay } from '@/lib/format';
import { taxProfileBody, type TTaxFormValues } from '../lib/billing';

/** The example: three lines of $333.35 (per-line and per-invoice rounding differ on it at most rates). */
const EXAMPLE_LINES = [{ amountCents: 33_335 }, { amountCents: 33_335 }, { amountCents: 33_335 }];

const useExample = (form: UseFormReturn<TTaxFormValues, unknown, TTaxProfileInputParsed>) => {
  const { timeZone } = useCompanyLocale();
  const values = useWatch({ control: form.control }) as TTaxFormValues;
  const body = taxProfileBody({ ...values, rates: values.rates ?? [] });
  const today = todayIn(timeZone);
  const rates = body.rates ?? [];
  if (rates.some((r) => r.components.some((c) => !Number.isFinite(c.rateMilliPercent)))) return null;
  const date = rates.some((r) => r.fromDate <= today) ? today : (rates.map((r) => r.fromDate).sort()[0] ?? today);
  try {
    return computeTax(EXAMPLE_LINES, { kind: body.kind, rates }, date, {
      rounding: body.rounding ?? defaultTaxRounding(body.kind),
      componentRounding: body.componentRounding ?? defaultComponentRounding(body.kind),
    });
  } catch {
    return null;
  }
};

export const TaxRoundingFields = ({ form }: { form: UseFormReturn<TTaxFormValues, unknown, TTaxProfileInputParsed> }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const { currency } = useCompanyLocale();
  const kind = useWatch({ control: form.control, name: 'kind' });
  const example = useExample(form);
  const money = (cents: number) => formatMoneyDisplay(cents, i18n.language, currency);
  return (
    <>
      <FormField label={t('taxEditor.rounding')} hint={t('taxEditor.roundingHint')}>
        <Select {...form.register('rounding')}>
          <option value="">{t('taxEditor.byKind', { reading: t(`taxEditor.roundings.${defaultTaxRounding(kind)}`) })}</option>
          {TAX_ROUNDINGS.map((r) => (
            <option key={r} value={r}>
              {t(`taxEditor.roundings.${r}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('taxEditor.componentRounding')} hint={t('taxEditor.componentRoundingHint')}>
        <Select {...form.register('componentRounding')}>
          <option value="">
            {t('taxEditor.byKind', { reading: t(`taxEditor.componentRoundings.${defaultComponentRounding(kind)}`) })}
          </option>
          {TAX_COMPONENT_ROUNDINGS.map((r) => (
            <option key={r} value={r}>
              {t(`taxEditor.componentRoundings.${r}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {example && example.components.length > 0 && (
        <p className="text-sm text-slate-700 tabular-nums sm:col-span-2">
          {t('taxEditor.example', {
            line: money(EXAMPLE_LINES[0].amountCents),
            parts: example.components.map((c) => `${c.label} ${money(c.taxCents)}`).join(' · '),
            total: money(example.taxCents),
          })}
        </p>
      )}
    </>
  );
};
