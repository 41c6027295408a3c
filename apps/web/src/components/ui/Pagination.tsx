// The footer of a paginated list: 'Showing X to Y of Z', page size, Previous/Next and 'Page N of M'.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@centinela/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './Button';
import { Select } from './Select';

export type TPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  className?: string;
  /** Replaces the 'Showing X to Y of Z' text, e.g. to name the items ('… of Z users'). */
  summary?: ReactNode;
};

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

export const Pagination = ({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  className,
  summary,
}: TPaginationProps) => {
  const { t } = useTranslation('common');
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn(
        'flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p>{summary ?? t('pagination.showing', { from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-3">
        {onPageSizeChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap">
              {t('pagination.pageSize')}
            </label>
            <Select
              id={sizeId}
              className="h-8 w-20"
              value={String(pageSize)}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            />
          </div>
        )}
        <span className="whitespace-nowrap">{t('pagination.pageOf', { page, pages })}</span>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            <ChevronLeft aria-hidden="true" />
            {t('pagination.previous')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
            {t('pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
};
