import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TEmptyStateProps = {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export const EmptyState = ({ icon: Icon, title, description, action, className }: TEmptyStateProps) => (
  <div className={cn('flex flex-col items-center justify-center gap-2 px-4 py-8 text-center', className)}>
    {Icon && (
      <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon className="size-5" aria-hidden="true" />
      </div>
    )}
    <p className="text-sm font-medium text-slate-900">{title}</p>
    {description && <p className="max-w-sm text-sm text-slate-600">{description}</p>}
    {action && <div className="mt-2">{action}</div>}
  </div>
);
