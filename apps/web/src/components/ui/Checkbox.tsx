// A native checkbox (keyboard, forms and screen readers for free, no script weight on the sign-in page),
// styled like the rest of the kit, with the tri-state API the permission matrix needs.
import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export type TCheckedState = boolean | 'indeterminate';

export type TCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> & {
  checked?: TCheckedState;
  onCheckedChange?: (checked: boolean) => void;
};

export const Checkbox = ({ className, checked, onCheckedChange, ...props }: TCheckboxProps) => {
  const ref = useRef<HTMLInputElement>(null);
  const isIndeterminate = checked === 'indeterminate';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked === true}
      aria-checked={isIndeterminate ? 'mixed' : undefined}
      data-state={isIndeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        'peer size-4 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
};
