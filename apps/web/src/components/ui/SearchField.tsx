// The labelled search box of the list filters and pickers: a magnifier inside an <input type="search">.
import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './Input';
import { Label } from './Label';

export type TSearchFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  /** The visible label, which is also the input's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
};

export const SearchField = ({ label, value, onChange, id, className, ...props }: TSearchFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <Input id={inputId} type="search" className="pl-9" value={value} onChange={(event) => onChange(event.target.value)} {...props} />
      </div>
    </div>
  );
};
