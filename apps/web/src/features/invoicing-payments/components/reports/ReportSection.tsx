// One section of the financial reports: its title, what it counts, its CSV download and its loading / error states
// around the figures.
import type { UseQueryResult } from '@tanstack/react-query';
import { FileDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';

type TReportSectionProps<T> = {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  csvUrl: string;
  query: UseQueryResult<T>;
  /** Controls beside the download (the revenue's grouping). */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
};

export const ReportSection = <T,>({ id, icon, title, description, csvUrl, query, controls, children }: TReportSectionProps<T>) => {
  const { t } = useTranslation('invoicingPayments');
  const headingId = `report-${id}`;
  return (
    <Card aria-labelledby={headingId} data-testid={`report-${id}`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {controls}
          <Button variant="outline" asChild>
            <a href={csvUrl} download aria-label={t('reports.downloadCsvOf', { section: title })}>
              <FileDown aria-hidden="true" />
              {t('reports.downloadCsv')}
            </a>
          </Button>
        </div>
      </CardHeader>
      {query.isPending ? (
        <LoadingState label={t('reports.loading')} />
      ) : query.isError ? (
        <ErrorState icon={icon} title={t('reports.fetchFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
};
