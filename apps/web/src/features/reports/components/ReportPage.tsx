// The frame every report shares: filters, a paginated table from the server, totals and a CSV export that asks the
// server for the same query (so large ranges never pass through the browser first). A bad date range replaces the
// results with the reason (the server's code and details — e.g. the maximum span — worded in the reader's language).
import { addDays, DEFAULT_PAGE_SIZE, startOfWeek, todayIn } from '@centinela/shared';
import { REPORT_RANGE_ERRORS } from '@centinela/shared/contracts/reports';
import type { TEndpoint } from '@centinela/shared/endpoints/define';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CalendarX, Download, FileBarChart } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { DateInput } from '@/components/ui/DateInput';
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
import { isApiError } from '@/lib/api';
import { apiKey, callApi, urlOf } from '@/lib/api-client';

export type TReportColumn<T> = { key: string; header: string; cell: (row: T) => ReactNode; className?: string };
export type TChoice = { value: string; label: string };

export type TReportChoice = { param: string; label: string; allLabel: string; options: TChoice[] };

/** A report's JSON endpoint (one page of `TAnswer`) and its CSV twin, as declared in packages/shared/src/endpoints. */
export type TReportEndpoints<TAnswer> = {
  page: TEndpoint & { method: 'GET'; response: z.ZodType<TAnswer> };
  csv: TEndpoint & { method: 'GET'; kind: 'file' };
};

export type TReportConfig<T, TAnswer extends { items: T[]; total: number }> = {
  /** Where the report's rows and its CSV come from. */
  endpoints: TReportEndpoints<TAnswer>;
  description: string;
  hasRange?: boolean;
  /** The first range shown (default: this week, Monday to Sunday). */
  initialRange?: (today: string) => { from: string; to: string };
  /** The customer company and post filters (default true). */
  hasCustomerPost?: boolean;
  hasGuard?: boolean;
  hasSearch?: boolean;
  /** An extra select filter (post status, staffing state). */
  choice?: TReportChoice;
  /** More select filters (action, entity type, user …). */
  choices?: TReportChoice[];
  columns: TReportColumn<T>[];
  rowKey: (row: T, index: number) => string;
  summary?: (answer: TAnswer) => ReactNode;
};

/** The reason a date range was refused by the server (its code and details), in the reader's language; else null. */
const rangeErrorOf = (error: unknown, t: TFunction<'reports'>): string | null => {
  if (!isApiError(error) || error.status !== 400) return null;
  if (error.code === REPORT_RANGE_ERRORS.inverted) return t('states.badRange');
  if (error.code === REPORT_RANGE_ERRORS.tooLong) {
    const maxDays = (error.details as { maxDays?: unknown } | undefined)?.maxDays;
    return typeof maxDays === 'number' ? t('states.rangeTooLong', { count: maxDays }) : t('states.rangeTooLongUnknown');
  }
  return null;
};

type TReportQuery = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

/** What the report shows under its filters: the range problem, loading, error, empty or the table of rows. */
const ReportBody = <T, TAnswer extends { items: T[]; total: number }>({
  config,
  rangeError,
  report,
  items,
}: {
  config: TReportConfig<T, TAnswer>;
  rangeError: string | null;
  report: TReportQuery;
  items: T[];
}) => {
  const { t } = useTranslation('reports');
  if (rangeError) {
    return (
      <div role="alert">
        <EmptyState icon={CalendarX} title={rangeError} description={t('states.rangeHint')} />
      </div>
    );
  }
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

export const ReportPage = <T, TAnswer extends { items: T[]; total: number }>({ config }: { config: TReportConfig<T, TAnswer> }) => {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const { company } = useSession();
  const today = todayIn(company?.timeZone ?? 'America/Puerto_Rico');
  const ids = { from: useId(), to: useId(), search: useId() };
  const weekStart = company?.weekStart ?? 0;
  const [initial] = useState(
    () => config.initialRange?.(today) ?? { from: startOfWeek(today, weekStart), to: addDays(startOfWeek(today, weekStart), 6) },
  );
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [customerCompanyId, setCustomerCompanyId] = useState('');
  const [postId, setPostId] = useState('');
  const [guardId, setGuardId] = useState('');
  const choices = [...(config.choice ? [config.choice] : []), ...(config.choices ?? [])];
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const choiceKey = JSON.stringify(chosen);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts again at page 1
  useEffect(() => setPage(1), [from, to, customerCompanyId, postId, guardId, choiceKey, search]);

  // The filters this report has, as its query (empty ones are left out of the URL); the server validates them.
  const filters: Record<string, string | undefined> = {
    ...(config.hasRange ? { from, to } : {}),
    customerCompanyId,
    postId,
    guardId: config.hasGuard ? guardId : undefined,
    ...Object.fromEntries(choices.map((c) => [c.param, chosen[c.param]])),
    search: config.hasSearch ? search.trim() : undefined,
  };
  const isRangeValid = !config.hasRange || (/^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to);
  const paged = { ...filters, page, pageSize };
  const csv = { ...filters, lang: language };
  const { endpoints } = config;

  const report = useQuery({
    queryKey: apiKey(endpoints.page, { query: paged }),
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(endpoints.page, { query: paged }, { signal }),
    placeholderData: keepPreviousData,
    enabled: isRangeValid,
  });
  const csvUrl = urlOf(endpoints.csv, { query: csv });
  const rangeError = !isRangeValid ? t('states.badRange') : rangeErrorOf(report.error, t);
  // What is on screen answers the filters shown: a bad range or a failed load never leaves older results (table,
  // totals, pages) standing under the message.
  const answer = isRangeValid && !report.isError ? report.data : undefined;
  const items = answer?.items ?? [];

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={config.description}
        actions={
          rangeError ? (
            <Button variant="outline" disabled>
              <Download aria-hidden="true" />
              {t('actions.exportCsv')}
            </Button>
          ) : (
            <Button variant="outline" asChild>
              <a href={csvUrl} download>
                <Download aria-hidden="true" />
                {t('actions.exportCsv')}
              </a>
            </Button>
          )
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {config.hasRange && (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.from}>{t('filters.from')}</Label>
                <DateInput id={ids.from} value={from} onChange={setFrom} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.to}>{t('filters.to')}</Label>
                <DateInput id={ids.to} value={to} onChange={setTo} />
              </div>
            </>
          )}
          {config.hasSearch && (
            <div className="grid gap-1.5">
              <Label htmlFor={ids.search}>{t('filters.search')}</Label>
              <Input id={ids.search} type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
            </div>
          )}
          {config.hasCustomerPost !== false && (
            <CustomerPostFilters
              customerCompanyId={customerCompanyId}
              postId={postId}
              onCustomerCompanyChange={setCustomerCompanyId}
              onPostChange={setPostId}
            />
          )}
          {config.hasGuard && <GuardFilter value={guardId} onChange={setGuardId} />}
          {choices.map((c) => (
            <FilterSelect
              key={c.param}
              label={c.label}
              allLabel={c.allLabel}
              options={c.options}
              value={chosen[c.param] ?? ''}
              onChange={(value) => setChosen((current) => ({ ...current, [c.param]: value }))}
            />
          ))}
        </search>
      </Card>
      {answer && config.summary && <div className="mb-4">{config.summary(answer)}</div>}
      <Card>
        <ReportBody config={config} rangeError={rangeError} report={report} items={items} />
        {(answer?.total ?? 0) > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={answer?.total ?? 0}
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
