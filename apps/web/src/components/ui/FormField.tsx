// A label, one control, an optional hint and its error message, wired together for screen readers.
import { Slot } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './Label';

export type TFormFieldProps = {
  label: ReactNode;
  /** The single control; it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  id?: string;
  /** Extra content on the label row (e.g. a link). */
  labelAside?: ReactNode;
};

export const FormField = ({ label, children, error, hint, isRequired, className, id, labelAside }: TFormFieldProps) => {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center">
          <Label htmlFor={controlId}>{label}</Label>
          {isRequired && (
            <span aria-hidden="true" className="ml-0.5 text-sm leading-none text-red-700">
              *
            </span>
          )}
        </span>
        {labelAside}
      </div>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
