// The top of a page's content. The page title itself is the header's <h1>; this holds a sub-title, description and actions.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TPageHeaderProps = {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
};

export const PageHeader = ({ title, description, actions, className }: TPageHeaderProps) => (
  <div className={cn('mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}>
    <div className="min-w-0">
      {title && <h2 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h2>}
      {description && <p className={cn('text-sm text-slate-600', title && 'mt-1')}>{description}</p>}
    </div>
    {actions && (
      <div className="flex flex-wrap items-center gap-2" data-tour="page-actions">
        {actions}
      </div>
    )}
  </div>
);
