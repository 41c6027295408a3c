// A styled native <select>: accessible everywhere, works with the keyboard and screen readers without extra code.
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './Input';

export type TSelectOption = { value: string; label: string; isDisabled?: boolean };

export type TSelectProps = ComponentProps<'select'> & {
  options?: readonly TSelectOption[];
  placeholder?: string;
  wrapperClassName?: string;
};

export const Select = ({ className, wrapperClassName, options, placeholder, children, ...props }: TSelectProps) => (
  <div className={cn('relative', wrapperClassName)}>
    <select className={cn(inputClassName, 'appearance-none pr-9', className)} {...props}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.isDisabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
    <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
  </div>
);
