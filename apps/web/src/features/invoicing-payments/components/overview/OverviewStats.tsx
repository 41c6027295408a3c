// The overview's stat cards: receivables; overdue with its count, red when any, linking to the aging; this month's
// billing against last month's (the change in %, "—" when last month billed nothing); collected this month; unapplied
// credit; drafts to approve with their total, linking to the draft invoices. Stacked on a phone.
import type { TInvoicingOverview } from '@centinela/shared/contracts/invoice-payments';
import {
  AlertTriangle,
  ArrowDownRight,
  ArrowUpRight,
  Banknote,
  CreditCard,
  FilePen,
  FileText,
  type LucideIcon,
  Receipt,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { monthChangeOf } from '../../hooks/useOverview';
import { useInvoiceWords } from '../invoices/invoiceWords';

/** The aging of every customer (the invoices list has no overdue filter). */
export const AGING_LINK = '?tab=clientAccounts';
/** The invoices list filtered to drafts (InvoicesTab's URL keys). */
export const DRAFTS_LINK = '?tab=clientInvoicing&status=draft';

type TStat = {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
  isAlert?: boolean;
  hint?: ReactNode;
  link?: { to: string; label: string };
};

const StatCard = ({ stat }: { stat: TStat }) => {
  const Icon = stat.icon;
  return (
    <Card aria-labelledby={`ov-stat-${stat.id}`} className="flex flex-col p-5" data-testid={`overview-stat-${stat.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`ov-stat-${stat.id}`} className="text-sm font-medium text-slate-600">
            {stat.label}
          </h2>
          <p
            className={cn('mt-2 text-2xl font-semibold tracking-tight tabular-nums', stat.isAlert ? 'text-red-700' : 'text-slate-900')}
            data-testid="stat-value"
          >
            {stat.value}
          </p>
        </div>
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            stat.isAlert ? 'bg-red-50 text-red-700' : stat.tone,
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      {stat.hint && <div className="mt-2 text-xs text-slate-600">{stat.hint}</div>}
      {stat.link && (
        <Link to={stat.link.to} className="mt-auto pt-3 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {stat.link.label}
        </Link>
      )}
    </Card>
  );
};

const MonthChange = ({ overview }: { overview: TInvoicingOverview }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const change = monthChangeOf(overview.billedThisMonthCents, overview.billedLastMonthCents);
  const last = words.money(overview.billedLastMonthCents, overview.currency);
  if (change === null) return <span data-testid="month-change">{t('overview.stats.noChange', { last })}</span>;
  const Arrow = change >= 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="month-change">
      <span className={cn('inline-flex items-center font-medium', change >= 0 ? 'text-emerald-700' : 'text-red-700')}>
        <Arrow className="size-3.5" aria-hidden="true" />
        {change >= 0
          ? t('overview.stats.up', { percent: formatNumber(change, words.language) })
          : t('overview.stats.down', { percent: formatNumber(-change, words.language) })}
      </span>{' '}
      <span>{t('overview.stats.vsLastMonth', { last })}</span>
    </span>
  );
};

export const OverviewStats = ({ overview }: { overview: TInvoicingOverview }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const money = (cents: number) => words.money(cents, overview.currency);
  const stats: TStat[] = [
    {
      id: 'receivables',
      label: t('overview.stats.receivables'),
      value: money(overview.receivablesCents),
      icon: Receipt,
      tone: 'bg-brand-50 text-brand-700',
      hint: t('overview.stats.receivablesHint'),
    },
    {
      id: 'overdue',
      label: t('overview.stats.overdue'),
      value: money(overview.overdueCents),
      icon: AlertTriangle,
      tone: 'bg-slate-100 text-slate-600',
      isAlert: overview.overdueCents > 0,
      hint: t('overview.stats.overdueInvoices', { count: overview.overdueInvoices }),
      link: { to: AGING_LINK, label: t('overview.stats.seeAging') },
    },
    {
      id: 'billed',
      label: t('overview.stats.billedThisMonth'),
      value: money(overview.billedThisMonthCents),
      icon: FileText,
      tone: 'bg-sky-50 text-sky-700',
      hint: <MonthChange overview={overview} />,
    },
    {
      id: 'collected',
      label: t('overview.stats.collectedThisMonth'),
      value: money(overview.collectedThisMonthCents),
      icon: Banknote,
      tone: 'bg-emerald-50 text-emerald-700',
      hint: t('overview.stats.collectedHint'),
    },
    {
      id: 'credit',
      label: t('overview.stats.unappliedCredit'),
      value: money(overview.unappliedCreditCents),
      icon: CreditCard,
      tone: 'bg-violet-50 text-violet-700',
      hint: t('overview.stats.unappliedCreditHint'),
    },
    {
      id: 'drafts',
      label: t('overview.stats.drafts'),
      value: formatNumber(overview.drafts, words.language),
      icon: FilePen,
      tone: 'bg-amber-50 text-amber-700',
      hint: t('overview.stats.draftsTotal', { total: money(overview.draftsCents) }),
      link: { to: DRAFTS_LINK, label: t('overview.stats.seeDrafts') },
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {stats.map((stat) => (
        <StatCard key={stat.id} stat={stat} />
      ))}
    </div>
  );
};
