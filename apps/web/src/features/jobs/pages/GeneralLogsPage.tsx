// /settings/general-logs: the job and delivery log (scheduled jobs now; e-mails, SMS and webhooks use the same log):
// name, state, attempts, last error and times; filters by name, state and day; paged; Retry on failed jobs.
import { can, JOB_STATES, type TJobRow, type TJobState } from '@centinela/shared';
import { ListChecks, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge, type TBadgeProps } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { DateInput } from '@/components/ui/DateInput';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useJobList, useRetryJob } from '../hooks/useJobs';

const STATE_VARIANT: Record<TJobState, TBadgeProps['variant']> = {
  created: 'neutral',
  retry: 'warning',
  active: 'default',
  completed: 'success',
  cancelled: 'outline',
  failed: 'danger',
};

/** A filter date is applied once typed completely ('yyyy-MM-dd' from DateInput) or cleared. */
const isDayOrEmpty = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

export const GeneralLogsPage = () => {
  const { t } = useTranslation('jobs');
  const { language } = useLanguage();
  const { subject } = useSession();
  const canRetry = can(subject, 'edit', 'settings');
  const ids = { from: useId(), to: useId() };
  const [name, setName] = useState('');
  const [state, setState] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const list = useJobList({
    name: name || undefined,
    state: (state || undefined) as TJobState | undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    pageSize,
  });
  const retry = useRetryJob();
  const { timeZone } = useCompanyLocale();
  // Any filter change goes back to the first page.
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const when = (value: string | null) => (value ? formatDateTime(value, language, timeZone) : '—');
  const jobName = (value: string) => t(`names.${value}`, { defaultValue: value });

  const onRetry = async (job: TJobRow) => {
    try {
      await retry.mutateAsync(job);
      toast.success(t('toasts.retried', { name: jobName(job.name) }));
    } catch (error) {
      toast.error(t('toasts.retryFailed'), { description: errorMessage(error, t('toasts.retryFailed')) });
    }
  };

  return (
    <div className="grid gap-4">
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="grid gap-4 p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            label={t('filters.name')}
            allLabel={t('filters.allNames')}
            options={(list.data?.names ?? []).map((value) => ({ value, label: jobName(value) }))}
            value={name}
            onChange={filter(setName)}
          />
          <FilterSelect
            label={t('filters.state')}
            allLabel={t('filters.allStates')}
            options={JOB_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
            value={state}
            onChange={filter(setState)}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.from}>{t('filters.from')}</Label>
            <DateInput id={ids.from} value={from} onChange={(value) => isDayOrEmpty(value) && filter(setFrom)(value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.to}>{t('filters.to')}</Label>
            <DateInput id={ids.to} value={to} onChange={(value) => isDayOrEmpty(value) && filter(setTo)(value)} />
          </div>
        </div>
        {list.isPending ? (
          <LoadingState label={t('loading')} />
        ) : list.isError ? (
          <ErrorState title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={ListChecks} title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <>
            <ul className="grid gap-3 md:hidden" aria-label={t('title')}>
              {list.data.items.map((job) => (
                <li key={job.id} className="grid gap-1.5 rounded-md border border-slate-200 p-3 text-sm" data-job-id={job.id}>
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium break-all">{jobName(job.name)}</span>
                    <Badge variant={STATE_VARIANT[job.state]}>{t(`states.${job.state}`)}</Badge>
                  </div>
                  <span className="text-slate-600">
                    {t('columns.attempts')}: {t('attempts', { attempts: job.attempts, max: job.maxAttempts })}
                  </span>
                  {job.lastError ? <span className="break-words text-red-700">{job.lastError}</span> : null}
                  <span className="text-slate-600">
                    {t('columns.created')}: {when(job.createdAt)}
                  </span>
                  <span className="text-slate-600">
                    {t('columns.completed')}: {when(job.completedAt)}
                  </span>
                  {canRetry && job.state === 'failed' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      className="justify-self-start"
                      onClick={() => void onRetry(job)}
                      disabled={retry.isPending}
                    >
                      <RotateCcw aria-hidden="true" />
                      {t('actions.retry')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('columns.name')}</TableHead>
                    <TableHead>{t('columns.state')}</TableHead>
                    <TableHead>{t('columns.attempts')}</TableHead>
                    <TableHead>{t('columns.lastError')}</TableHead>
                    <TableHead>{t('columns.created')}</TableHead>
                    <TableHead>{t('columns.started')}</TableHead>
                    <TableHead>{t('columns.completed')}</TableHead>
                    <TableHead className="text-right">{t('columns.actions')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.data.items.map((job) => (
                    <TableRow key={job.id} data-job-id={job.id}>
                      <TableCell className="font-medium">{jobName(job.name)}</TableCell>
                      <TableCell>
                        <Badge variant={STATE_VARIANT[job.state]}>{t(`states.${job.state}`)}</Badge>
                      </TableCell>
                      <TableCell>{t('attempts', { attempts: job.attempts, max: job.maxAttempts })}</TableCell>
                      <TableCell className="max-w-xs break-words text-red-700">{job.lastError ?? ''}</TableCell>
                      <TableCell className="whitespace-nowrap">{when(job.createdAt)}</TableCell>
                      <TableCell className="whitespace-nowrap">{when(job.startedAt)}</TableCell>
                      <TableCell className="whitespace-nowrap">{when(job.completedAt)}</TableCell>
                      <TableCell className="text-right">
                        {canRetry && job.state === 'failed' ? (
                          <Button size="sm" variant="outline" onClick={() => void onRetry(job)} disabled={retry.isPending}>
                            <RotateCcw aria-hidden="true" />
                            {t('actions.retry')}
                          </Button>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <Pagination
              page={page}
              pageSize={pageSize}
              total={list.data.total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </>
        )}
      </Card>
    </div>
  );
};
