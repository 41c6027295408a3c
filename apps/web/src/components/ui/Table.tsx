import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { ScrollBox } from './ScrollBox';

/**
 * A table scrolls sideways inside its own box when it is wider than the screen; the page never does. The box is
 * `relative` so that absolutely positioned content of the cells (sr-only text) is clipped with it too.
 */
export const Table = ({ className, ...props }: ComponentProps<'table'>) => (
  <ScrollBox className="relative w-full max-w-full overflow-x-auto" label={props['aria-label']}>
    <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
  </ScrollBox>
);

export const TableHeader = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead className={cn('border-b border-slate-200 bg-slate-50', className)} {...props} />
);

export const TableBody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody className={cn('divide-y divide-slate-100', className)} {...props} />
);

export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cn('transition-colors hover:bg-slate-50 data-[state=selected]:bg-brand-50', className)} {...props} />
);

export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    scope="col"
    className={cn('h-10 px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-slate-600', className)}
    {...props}
  />
);

export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />
);

export const TableCaption = ({ className, ...props }: ComponentProps<'caption'>) => (
  <caption className={cn('mt-3 text-sm text-slate-600', className)} {...props} />
);
