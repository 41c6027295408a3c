import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClassName =
  'flex h-9 w-full rounded-md border border-slate-300 bg-white px-3 py-1 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => <input className={cn(inputClassName, className)} {...props} />;
