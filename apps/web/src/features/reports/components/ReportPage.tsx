// The frame every posts/rosters report shares: filters, a paginated table from the server, totals and a CSV
// export that asks the server for the same query (so large ranges never pass through the browser first).
import { addDays, DEFAULT_PAGE_SIZE, startOfWeek, todayIn } from '@centinela/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, FileBarChart } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useSession } from '@/features/auth/hooks/useSession';
import { useDebounced } from '@/features/companies/lib/useDebounced';
import { CustomerPostFilters, GuardFilter } from '@/features/posts/components/PostFilters';
import { useLanguage } from '@/i18n/useLanguage';
import { apiGet } from '@/lib/api';

export type TReportColumn<T> = { key: string; header: string; cell: (row: T) => ReactNode; className?: string };
export type TChoice = { value: string; label: string };

export type TReportConfig<T, TAnswer extends { items: T[]; total: number }> = {
  /** Path under /api/reports (and its /csv twin). */
  name: string;
  description: string;
  hasRange?: boolean;
  hasGuard?: boolean;
  hasSearch?: boolean;
  /** An extra select filter (post status, staffing state). */
  choice?: { param: string; label: string; allLabel: string; options: TChoice[] };
  columns: TReportColumn<T>[];
  rowKey: (row: T, index: number) => string;
  summary?: (answer: TAnswer) => ReactNode;
};

export const ReportPage = <T, TAnswer extends { items: T[]; total: number }>({ config }: { config: TReportConfig<T, TAnswer> }) => {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const { company } = useSession();
  const today = todayIn(company?.timeZone ?? 'America/Puerto_Rico');
  const ids = { from: useId(), to: useId(), search: useId() };
  const [from, setFrom] = useState(() => startOfWeek(today));
  const [to, setTo] = useState(() => addDays(startOfWeek(today), 6));
  const [customerCompanyId, setCustomerCompanyId] = useState('');
  const [postId, setPostId] = useState('');
  const [guardId, setGuardId] = useState('');
  const [choice, setChoice] = useState('');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts again at page 1
  useEffect(() => setPage(1), [from, to, customerCompanyId, postId, guardId, choice, search]);

  const filters = new URLSearchParams();
  if (config.hasRange) {
    filters.set('from', from);
    filters.set('to', to);
  }
  if (customerCompanyId) filters.set('customerCompanyId', customerCompanyId);
  if (postId) filters.set('postId', postId);
  if (config.hasGuard && guardId) filters.set('guardId', guardId);
  if (config.choice && choice) filters.set(config.choice.param, choice);
  if (config.hasSearch && search.trim()) filters.set('search', search.trim());
  const isRangeValid = !config.hasRange || (/^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to);
  const paged = new URLSearchParams(filters);
  paged.set('page', String(page));
  paged.set('pageSize', String(pageSize));
  const csv = new URLSearchParams(filters);
  csv.set('lang', language);

  const report = useQuery({
    queryKey: ['/api/reports', config.name, paged.toString()],
    queryFn: ({ signal }) => apiGet<TAnswer>(`/api/reports/${config.name}?${paged}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: isRangeValid,
  });
  const items = report.data?.items ?? [];

  const body = () => {
    if (!isRangeValid) return <EmptyState icon={FileBarChart} title={t('states.badRange')} />;
    if (report.isPending) return <LoadingState label={t('states.loading')} />;
    if (report.isError) {
      return <ErrorState icon={FileBarChart} title={t('states.fetchFailed')} error={report.error} onRetry={() => report.refetch()} />;
    }
    if (items.length === 0) return <EmptyState icon={FileBarChart} title={t('states.empty')} description={t('states.emptyHint')} />;
    return (
      <Table aria-busy={report.isFetching} aria-label={t('states.tableLabel')}>
        <TableHeader>
          <TableRow>
            {config.columns.map((c) => (
              <TableHead key={c.key} className={c.className}>
                {c.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((row, i) => (
            <TableRow key={config.rowKey(row, i)}>
              {config.columns.map((c) => (
                <TableCell key={c.key} className={c.className}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={config.description}
        actions={
          <Button variant="outline" asChild>
            <a href={`/api/reports/${config.name}/csv?${csv}`} download aria-disabled={!isRangeValid}>
              <Download aria-hidden="true" />
              {t('actions.exportCsv')}
            </a>
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {config.hasRange && (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.from}>{t('filters.from')}</Label>
                <Input id={ids.from} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.to}>{t('filters.to')}</Label>
                <Input id={ids.to} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
              </div>
            </>
          )}
          {config.hasSearch && (
            <div className="grid gap-1.5">
              <Label htmlFor={ids.search}>{t('filters.search')}</Label>
              <Input id={ids.search} type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
            </div>
          )}
          <CustomerPostFilters
            customerCompanyId={customerCompanyId}
            postId={postId}
            onCustomerCompanyChange={setCustomerCompanyId}
            onPostChange={setPostId}
          />
          {config.hasGuard && <GuardFilter value={guardId} onChange={setGuardId} />}
          {config.choice && (
            <FilterSelect
              label={config.choice.label}
              allLabel={config.choice.allLabel}
              options={config.choice.options}
              value={choice}
              onChange={setChoice}
            />
          )}
        </search>
      </Card>
      {report.data && config.summary && <div className="mb-4">{config.summary(report.data)}</div>}
      <Card>
        {body()}
        {(report.data?.total ?? 0) > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={report.data?.total ?? 0}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Card>
    </div>
  );
};
