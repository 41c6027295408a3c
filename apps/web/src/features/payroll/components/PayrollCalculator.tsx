// The what-if tool of payroll hours (issue 18 part A): enter a week of entries, pick a rule set and its options, and
// see per day and per week the minutes in each pay category with the rule that put them there (translated from the
// engine's rule keys, `payroll:calculator.rules.<key>`). Self-contained: the /payroll page mounts it as a tab.
import type { TCalculateEntryInput, TCalculateResponse } from '@centinela/shared/contracts/payroll-hours';
import { addDays, startOfWeek, todayIn } from '@centinela/shared/rules/dates';
import { RULE_SETS, type TRuleOptions, type TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { Calculator, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@/lib/weekdays';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useCalculatePayrollHours } from '../hooks/usePayrollHours';
import { PayrollCalculatorResult } from './PayrollCalculatorResult';

type TRow = { key: number; date: string; start: string; end: string; breakMinutes: string; mealStart: string };

export type TPayrollCalculatorProps = {
  /** The rule set to start with (e.g. the guard's profile type's); default Puerto Rico. */
  defaultRuleSet?: TRuleSetId;
  defaultOptions?: TRuleOptions;
  /** The zone whose days count (default: the company's, chosen by the server). */
  timeZone?: string;
};

let nextKey = 1;
const row = (date: string, start = '08:00', end = '17:00', breakMinutes = '60', mealStart = '12:00'): TRow => ({
  key: nextKey++,
  date,
  start,
  end,
  breakMinutes,
  mealStart,
});

/** Monday–Friday of the current week, 08:00–17:00 with a 1-hour meal at 12:00. */
const sampleWeek = (): TRow[] => {
  const monday = startOfWeek(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), 1);
  return [0, 1, 2, 3, 4].map((i) => row(addDays(monday, i)));
};

/** One entry of the week being calculated: its date, times, break and meal start, with the server's complaints. */
const EntryRow = ({
  entry,
  n,
  errors,
  onChange,
  onRemove,
  canRemove,
}: {
  entry: TRow;
  n: number;
  errors: string[];
  onChange: (patch: Partial<TRow>) => void;
  onRemove: () => void;
  canRemove: boolean;
}) => {
  const { t } = useTranslation('payroll');
  return (
    <TableRow>
      <TableCell>
        <DateInput aria-label={t('calculator.dateOf', { n })} value={entry.date} onChange={(date) => onChange({ date })} />
      </TableCell>
      <TableCell>
        <Input
          type="time"
          aria-label={t('calculator.startOf', { n })}
          value={entry.start}
          onChange={(e) => onChange({ start: e.target.value })}
        />
      </TableCell>
      <TableCell>
        <Input
          type="time"
          aria-label={t('calculator.endOf', { n })}
          value={entry.end}
          onChange={(e) => onChange({ end: e.target.value })}
        />
        {errors.length > 0 && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {errors.join(' ')}
          </p>
        )}
      </TableCell>
      <TableCell>
        <Input
          type="number"
          min={0}
          className="w-24"
          aria-label={t('calculator.breakOf', { n })}
          value={entry.breakMinutes}
          onChange={(e) => onChange({ breakMinutes: e.target.value })}
        />
      </TableCell>
      <TableCell>
        <Input
          type="time"
          aria-label={t('calculator.mealStartOf', { n })}
          value={entry.mealStart}
          onChange={(e) => onChange({ mealStart: e.target.value })}
        />
      </TableCell>
      <TableCell className="text-right">
        <Button variant="ghost" size="icon" aria-label={t('calculator.removeEntry', { n })} onClick={onRemove} disabled={!canRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
};

export const PayrollCalculator = ({ defaultRuleSet = 'pr', defaultOptions = {}, timeZone }: TPayrollCalculatorProps) => {
  const { t } = useTranslation('payroll');
  const id = useId();
  const calculate = useCalculatePayrollHours();
  const [ruleSet, setRuleSet] = useState<TRuleSetId>(defaultRuleSet);
  const [hireDate, setHireDate] = useState('');
  const [options, setOptions] = useState<TRuleOptions>(defaultOptions);
  const [rows, setRows] = useState<TRow[]>(sampleWeek);
  const [result, setResult] = useState<TCalculateResponse | null>(null);

  const fieldErrors = isApiError(calculate.error)
    ? ((calculate.error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {})
    : {};
  const errorAt = (path: string) => {
    const message = fieldErrors[path]?.[0];
    return message ? t(message.replace(/^payroll:/, ''), { defaultValue: message }) : undefined;
  };

  const setRow = (key: number, patch: Partial<TRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const setOption = <K extends keyof TRuleOptions>(name: K, value: TRuleOptions[K]) => setOptions((o) => ({ ...o, [name]: value }));

  const run = async () => {
    const entries: TCalculateEntryInput[] = rows.map((r) => ({
      date: r.date,
      start: r.start,
      end: r.end,
      ...(r.breakMinutes.trim() !== '' ? { breakMinutes: Number(r.breakMinutes) } : {}),
      ...(r.mealStart.trim() !== '' ? { mealStart: r.mealStart } : {}),
    }));
    try {
      setResult(
        await calculate.mutateAsync({
          ruleSet,
          hireDate: hireDate || null,
          ...(timeZone ? { timeZone } : {}),
          options,
          entries,
        }),
      );
    } catch {
      setResult(null);
    }
  };

  return (
    <div className="grid gap-4">
      <Card className="grid gap-4 p-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('calculator.ruleSet')}>
            <Select
              value={ruleSet}
              onChange={(event) => setRuleSet(event.target.value as TRuleSetId)}
              options={RULE_SETS.map((value) => ({ value, label: t(`rules.ruleSets.${value}`) }))}
            />
          </FormField>
          {ruleSet === 'pr' && (
            <FormField label={t('calculator.hireDate')} hint={t('calculator.hireDateHint')} error={errorAt('hireDate')}>
              <DateInput value={hireDate} onChange={setHireDate} />
            </FormField>
          )}
          <FormField label={t('rules.weekStartsOn')} hint={t('rules.weekStartsHint')}>
            <Select
              value={options.weekStartsOn === undefined ? '' : String(options.weekStartsOn)}
              onChange={(event) => setOption('weekStartsOn', event.target.value === '' ? undefined : Number(event.target.value))}
              options={[
                { value: '', label: t('rules.weekStartsDefault') },
                ...WEEKDAYS.map((d) => ({ value: String(d), label: t(`rules.weekdays.${d}`) })),
              ]}
            />
          </FormField>
        </div>
        {ruleSet === 'pr' && (
          <div className="flex flex-wrap items-end gap-4">
            {(['alternateWeek', 'shortMealAgreement'] as const).map((name) => (
              <div key={name} className="flex items-center gap-2 pb-2">
                <Checkbox id={`${id}-${name}`} checked={Boolean(options[name])} onCheckedChange={(c) => setOption(name, c)} />
                <Label htmlFor={`${id}-${name}`}>{t(`rules.${name}`)}</Label>
              </div>
            ))}
            <FormField label={t('rules.mealPenaltyPercent')} className="w-48" error={errorAt('options.mealPenaltyPercent')}>
              <Input
                type="number"
                min={0}
                max={1000}
                value={options.mealPenaltyPercent ?? ''}
                onChange={(event) => setOption('mealPenaltyPercent', event.target.value === '' ? undefined : Number(event.target.value))}
              />
            </FormField>
          </div>
        )}
        {ruleSet === 'mx' && (
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label={t('rules.mexicoShift')}>
              <Select
                value={options.mexicoShift ?? ''}
                onChange={(event) => setOption('mexicoShift', (event.target.value || undefined) as TRuleOptions['mexicoShift'])}
                options={[
                  { value: '', label: t('rules.mexicoShifts.auto') },
                  ...(['day', 'mixed', 'night'] as const).map((value) => ({ value, label: t(`rules.mexicoShifts.${value}`) })),
                ]}
              />
            </FormField>
            <FormField label={t('calculator.restDay')}>
              <Select
                value={String(options.restDay ?? 0)}
                onChange={(event) => setOption('restDay', Number(event.target.value))}
                options={WEEKDAYS.map((d) => ({ value: String(d), label: t(`rules.weekdays.${d}`) }))}
              />
            </FormField>
          </div>
        )}

        <Table aria-label={t('calculator.entries')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('calculator.date')}</TableHead>
              <TableHead>{t('calculator.start')}</TableHead>
              <TableHead>{t('calculator.end')}</TableHead>
              <TableHead>{t('calculator.breakMinutes')}</TableHead>
              <TableHead>{t('calculator.mealStart')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('table.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r, index) => (
              <EntryRow
                key={r.key}
                entry={r}
                n={index + 1}
                errors={['date', 'start', 'end', 'breakMinutes', 'mealStart']
                  .map((field) => errorAt(`entries.${index}.${field}`))
                  .filter((e): e is string => Boolean(e))}
                onChange={(patch) => setRow(r.key, patch)}
                onRemove={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                canRemove={rows.length > 1}
              />
            ))}
          </TableBody>
        </Table>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              setRows((list) => [...list, row(list.length ? addDays(list[list.length - 1].date || todayIn('UTC'), 1) : todayIn('UTC'))])
            }
          >
            <Plus aria-hidden="true" />
            {t('calculator.addEntry')}
          </Button>
          <Button onClick={run} disabled={calculate.isPending}>
            <Calculator aria-hidden="true" />
            {t('calculator.calculate')}
          </Button>
        </div>
        {calculate.isError && Object.keys(fieldErrors).length === 0 && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(calculate.error, t('calculator.failed'))}
          </p>
        )}
      </Card>

      {result && <PayrollCalculatorResult result={result} />}
    </div>
  );
};
