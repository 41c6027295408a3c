// One customer's statement of account for a date range (?account=<id>&from&to): the range, the PDF in Spanish and
// English, the opening balance, the movements with their running balance, the closing balance, the unapplied credit and
// the customer's aging at the range's end.
import { AGING_BUCKETS } from '@centinela/shared/contracts/invoice-payments';
import { ArrowLeft, FileDown, ScrollText } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { ErrorState } from '@/components/ui/ErrorState';
import { InlineWarning } from '@/components/ui/InlineWarning';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { statementPdfUrl, useStatement } from '../../hooks/usePayments';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { useAccountWords } from './accountWords';
import { StatementEntries } from './StatementEntries';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export type TStatementRange = { from: string; to: string };

const Figure = ({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) => (
  <div className="min-w-0 rounded-md border border-slate-200 px-3 py-2">
    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
    <dd className={isStrong ? 'text-lg font-semibold text-slate-900 tabular-nums' : 'text-lg text-slate-900 tabular-nums'}>{value}</dd>
  </div>
);

const RangeFields = ({ range, onRange }: { range: TStatementRange; onRange: (patch: Partial<TStatementRange>) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const ids = { from: useId(), to: useId() };
  const field = (key: 'from' | 'to') => (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={ids[key]}>{key === 'from' ? t('accounts.statement.from') : t('accounts.statement.to')}</Label>
      <DateInput
        id={ids[key]}
        value={range[key]}
        onChange={(v) => {
          if (!DAY_RE.test(v)) return;
          onRange(key === 'from' ? { from: v } : { to: v });
        }}
      />
    </div>
  );
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      {field('from')}
      {field('to')}
    </div>
  );
};

export const StatementView = ({
  customerId,
  range,
  onRange,
  onBack,
}: {
  customerId: string;
  range: TStatementRange;
  onRange: (patch: Partial<TStatementRange>) => void;
  onBack: () => void;
}) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const { buckets } = useAccountWords();
  const isRangeValid = range.from <= range.to;
  const query = useStatement(customerId, range.from, range.to);
  const statement = query.data;
  // The aging (and the button that opened this) is gone: the reader lands on the statement's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const isLoaded = Boolean(statement);
  useEffect(() => {
    if (isLoaded) heading.current?.focus();
  }, [isLoaded]);

  const body = () => {
    if (!isRangeValid) return <InlineWarning>{t('accounts.statement.rangeOrder')}</InlineWarning>;
    if (query.isError)
      return (
        <ErrorState
          icon={ScrollText}
          title={t('accounts.statement.fetchFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    if (!statement) return <LoadingState label={t('accounts.statement.loading')} />;
    const money = (cents: number) => words.money(cents, statement.currency);
    return (
      <>
        <dl aria-label={t('accounts.statement.summary')} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Figure label={t('accounts.statement.opening')} value={money(statement.openingBalanceCents)} />
          <Figure label={t('accounts.statement.closing')} value={money(statement.closingBalanceCents)} isStrong />
          <Figure label={t('accounts.statement.credit')} value={money(statement.unappliedCreditCents)} />
        </dl>
        <section aria-labelledby="statement-entries" className="grid gap-2">
          <h3 id="statement-entries" className="text-sm font-semibold text-slate-900">
            {t('accounts.statement.entries')}
          </h3>
          <StatementEntries statement={statement} />
        </section>
        <section aria-labelledby="statement-aging" className="grid gap-2">
          <h3 id="statement-aging" className="text-sm font-semibold text-slate-900">
            {t('accounts.statement.aging', { date: words.day(statement.to) })}
          </h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {AGING_BUCKETS.map((b) => (
              <Figure key={b} label={buckets[b]} value={money(statement.aging[b])} />
            ))}
          </dl>
        </section>
      </>
    );
  };

  return (
    <div className="grid gap-3">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('accounts.backToAging')}
        </Button>
      </div>
      <Card className="grid gap-5 p-4 sm:p-5">
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {statement ? t('accounts.statement.title', { name: statement.customerCompanyName }) : t('accounts.statement.titleLoading')}
          </h2>
          {statement && (
            <p className="text-sm text-slate-600">
              {t('accounts.statement.range', { from: words.day(statement.from), to: words.day(statement.to) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <RangeFields range={range} onRange={onRange} />
          {isRangeValid && (
            <div className="flex flex-wrap gap-2">
              {(['es', 'en'] as const).map((lang) => (
                <Button key={lang} variant="outline" asChild>
                  <a href={statementPdfUrl(customerId, range.from, range.to, lang)} target="_blank" rel="noreferrer">
                    <FileDown aria-hidden="true" />
                    {lang === 'es' ? t('accounts.statement.pdfEs') : t('accounts.statement.pdfEn')}
                  </a>
                </Button>
              ))}
            </div>
          )}
        </div>
        {body()}
      </Card>
    </div>
  );
};
