// One guard's line of a pay run: hours and pay by category, each day and workweek with the rule that paid each hour,
// and the special services, adjustments (bonuses told apart) and deductions of the line.
import { PAY_CATEGORIES } from '@centinela/shared/rules/payroll-hours.types';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { useLanguage } from '@/i18n/useLanguage';
import { memberOf } from '@/lib/closed-list';
import { formatDay } from '@/lib/format';
import { useRunLine } from '../hooks/usePayroll';
import { usePayrollMoney } from '../hooks/usePayrollMoney';
import { hoursOf } from '../lib/format';

export const RunLineDialog = ({ runId, lineId, onClose }: { runId: string; lineId: string | null; onClose: () => void }) => {
  const { t } = useTranslation('payrollRuns');
  const { language } = useLanguage();
  const money = usePayrollMoney();
  const line = useRunLine(runId, lineId);
  const d = line.data;
  return (
    <Dialog open={lineId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{d ? t('lines.title', { name: d.guardName }) : t('states.loading')}</DialogTitle>
          <DialogDescription>
            {d ? t('lines.ruleSet', { ruleSet: t(`ruleSets.${d.ruleSet}`, { defaultValue: d.ruleSet }), version: d.ruleVersion }) : ''}
          </DialogDescription>
        </DialogHeader>
        {d && (
          <div className="grid max-h-[65vh] gap-4 overflow-y-auto text-sm">
            <section>
              <h3 className="mb-1 font-semibold">{t('lines.byCategory')}</h3>
              <ul className="grid gap-0.5">
                {Object.entries(d.minutes).map(([name, minutes]) => {
                  const category = memberOf(PAY_CATEGORIES, name);
                  return category && minutes ? (
                    <li key={category} className="flex justify-between gap-4">
                      <span>{t(`categories.${category}`)}</span>
                      <span className="tabular-nums">
                        {hoursOf(minutes, language)} h · {money(d.pay[category] ?? 0)}
                      </span>
                    </li>
                  ) : null;
                })}
              </ul>
            </section>
            {d.weeks.some((w) => w.end) && (
              <section aria-label={t('lines.coveredWeeks')}>
                <h3 className="mb-1 font-semibold">{t('lines.coveredWeeks')}</h3>
                <p className="mb-1 text-xs text-slate-600">{t('lines.coveredWeeksHint')}</p>
                <ul className="grid gap-1">
                  {d.weeks.map((w) => (
                    <li key={w.start} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-slate-200 p-2">
                      <span className="font-medium">
                        {formatDay(w.start, language)} – {w.end ? formatDay(w.end, language) : ''}
                      </span>
                      <span className="tabular-nums">
                        {t(w.ended === false ? 'lines.weekHoursOpen' : 'lines.weekHours', {
                          worked: hoursOf(w.workedMinutes, language),
                          paid: hoursOf(w.paidMinutes ?? 0, language),
                        })}
                      </span>
                      {w.regularRateCents !== undefined && (
                        <span className="tabular-nums">{t('lines.regularRate', { rate: money(Math.round(w.regularRateCents)) })}</span>
                      )}
                      <Badge variant={w.ended ? 'neutral' : 'warning'}>{t(w.ended ? 'lines.weekEnded' : 'lines.weekOpen')}</Badge>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section>
              <h3 className="mb-1 font-semibold">{t('lines.days')}</h3>
              <ul className="grid gap-1">
                {d.days.map((day) => (
                  <li key={day.date} className="rounded border border-slate-200 p-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{formatDay(day.date, language)}</span>
                      <span className="tabular-nums">{hoursOf(day.workedMinutes, language)} h</span>
                      {day.flags.map((f) => (
                        <Badge key={f} variant={f === 'unverified' ? 'warning' : 'neutral'}>
                          {t(`flags.${f}`, { defaultValue: f })}
                        </Badge>
                      ))}
                    </div>
                    <ul className="mt-1 text-xs text-slate-700">
                      {day.applied.map((a) => (
                        <li key={`${a.rule}-${a.category}-${a.minutes}`}>
                          {hoursOf(a.minutes, language)} h → {t(`categories.${a.category}`)}:{' '}
                          {t(`payroll:calculator.rules.${a.rule}`, { ...a.params, defaultValue: a.rule })}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
            {d.weeks.some((w) => w.applied.length > 0) && (
              <section>
                <h3 className="mb-1 font-semibold">{t('lines.weeks')}</h3>
                <ul className="text-xs text-slate-700">
                  {d.weeks.flatMap((w) =>
                    w.applied.map((a) => (
                      <li key={`${w.start}-${a.rule}-${a.category}-${a.minutes}`}>
                        {formatDay(w.start, language)}: {hoursOf(a.minutes, language)} h → {t(`categories.${a.category}`)}:{' '}
                        {t(`payroll:calculator.rules.${a.rule}`, { ...a.params, defaultValue: a.rule })}
                      </li>
                    )),
                  )}
                </ul>
              </section>
            )}
            {(d.deductions.length > 0 || d.specialServices.length > 0 || d.adjustments.length > 0) && (
              <section>
                <h3 className="mb-1 font-semibold">{t('lines.other')}</h3>
                <ul className="grid gap-0.5">
                  {d.specialServices.map((s) => (
                    <li key={s.opportunityId}>
                      {t('lines.specialService', { number: s.number, title: s.title })}: {money(s.amountCents)}
                    </li>
                  ))}
                  {d.adjustments.map((a) => (
                    <li key={`adj-${a.reason}-${a.amountCents}`}>
                      {t(a.kind === 'bonus' ? 'lines.bonus' : 'lines.adjustment', { reason: a.reason })}: {money(a.amountCents)}
                    </li>
                  ))}
                  {d.deductions.map((x) => (
                    <li key={x.id}>
                      {x.name} ({t(`deductions.timings.${x.timing}`)}): −{money(x.amountCents)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};
