import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Card = ({ className, ...props }: ComponentProps<'section'>) => (
  <section className={cn('rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm', className)} {...props} />
);

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />
);

export const CardTitle = ({ className, ...props }: ComponentProps<'h2'>) => (
  <h2 className={cn('text-base font-semibold leading-tight text-slate-900', className)} {...props} />
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-600', className)} {...props} />
);

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => <div className={cn('p-5 pt-0', className)} {...props} />;

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex items-center gap-2 border-t border-slate-100 p-4', className)} {...props} />
);
