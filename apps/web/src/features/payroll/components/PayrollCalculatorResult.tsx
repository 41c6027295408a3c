// The answer of the payroll hours calculator: per week the minutes in each pay category, then per day the rules that
// put the minutes where they are (translated from the engine's rule keys, `payroll:calculator.rules.<key>`).
import type { TCalculateResponse } from '@centinela/shared/contracts/payroll-hours';
import { formatMinutesHm } from '@centinela/shared/rules/payroll-hours';
import {
  PAY_CATEGORIES,
  type TDayFlag,
  type TMinutesByCategory,
  type TPayCategory,
  type TRuleApplication,
} from '@centinela/shared/rules/payroll-hours.types';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay } from '@/lib/format';
import { weekdayOf } from '@/lib/weekdays';

const categoriesOf = (minutes: TMinutesByCategory[]) => PAY_CATEGORIES.filter((c) => minutes.some((m) => (m[c] ?? 0) > 0));

/** The calculator's result card: the summary line, the weeks table and the list of days with their rules. */
export const PayrollCalculatorResult = ({ result }: { result: TCalculateResponse }) => {
  const { t } = useTranslation('payroll');
  const { language } = useLanguage();
  const explanation = (a: TRuleApplication) => t(`calculator.rules.${a.rule}`, { ...a.params, defaultValue: a.rule });
  const categoryLabel = (c: TPayCategory) => t(`calculator.categories.${c}`);
  const flagLabel = (flag: TDayFlag) => t(`calculator.flags.${flag}`);
  const dayLabel = (date: string) =>
    `${t(`rules.weekdays.${weekdayOf(new Date(`${date}T00:00:00Z`).getUTCDay())}`)} ${formatDay(date, language)}`;

  const weekColumns = categoriesOf([result.totals]);

  return (
    <Card className="grid gap-4 p-4" aria-live="polite">
      <p className="text-sm text-slate-600">
        {t('calculator.summary', {
          ruleSet: t(`rules.ruleSets.${result.ruleSet}`),
          version: result.ruleVersion,
          timeZone: result.timeZone,
          worked: formatMinutesHm(result.workedMinutes),
        })}
      </p>
      <Table aria-label={t('calculator.weeks')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('calculator.week')}</TableHead>
            <TableHead className="text-right">{t('calculator.worked')}</TableHead>
            {weekColumns.map((c) => (
              <TableHead key={c} className="text-right">
                {categoryLabel(c)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.weeks.map((w) => (
            <TableRow key={w.start}>
              <TableCell>{t('calculator.weekOf', { date: formatDay(w.start, language) })}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMinutesHm(w.workedMinutes)}</TableCell>
              {weekColumns.map((c) => (
                <TableCell key={c} className="text-right tabular-nums">
                  {formatMinutesHm(w.minutes[c] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ul className="grid gap-3" aria-label={t('calculator.days')}>
        {result.days.map((d) => (
          // Two Puerto Rico 24-hour periods can start on one date (rare): their minutes tell them apart.
          <li
            key={`${d.date}:${d.workedMinutes}:${d.applied.map((a) => a.rule).join()}`}
            className="rounded-md border border-slate-200 p-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{dayLabel(d.date)}</span>
              <span className="text-sm text-slate-600 tabular-nums">
                {t('calculator.workedHm', { value: formatMinutesHm(d.workedMinutes) })}
              </span>
              {d.flags.map((flag) => (
                <Badge key={flag} variant={flag === 'unverified' ? 'warning' : 'neutral'}>
                  {flagLabel(flag)}
                </Badge>
              ))}
            </div>
            <ul className="mt-2 grid gap-1 text-sm">
              {d.applied.map((a) => (
                <li key={`${a.category}-${a.rule}`} className="flex flex-wrap gap-x-2">
                  <span className="w-14 text-right font-medium tabular-nums">{formatMinutesHm(a.minutes)}</span>
                  <span className="font-medium">{categoryLabel(a.category)}</span>
                  <span className="text-slate-600">— {explanation(a)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
};
