import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './Input';

export const Textarea = ({ className, rows = 3, ...props }: ComponentProps<'textarea'>) => (
  <textarea rows={rows} className={cn(inputClassName, 'h-auto min-h-20 py-2', className)} {...props} />
);
