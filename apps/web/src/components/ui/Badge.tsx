import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva('inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium', {
  variants: {
    variant: {
      default: 'border-transparent bg-brand-100 text-brand-900',
      neutral: 'border-slate-200 bg-slate-100 text-slate-700',
      outline: 'border-slate-300 bg-white text-slate-700',
      success: 'border-transparent bg-emerald-100 text-emerald-800',
      warning: 'border-transparent bg-amber-100 text-amber-900',
      danger: 'border-transparent bg-red-100 text-red-800',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type TBadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export const Badge = ({ className, variant, ...props }: TBadgeProps) => (
  <span className={cn(badgeVariants({ variant }), className)} {...props} />
);
