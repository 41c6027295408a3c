// A list filter as a labelled select: its first option, '' ('All …'), leaves the filter off.
import { useId } from 'react';
import { Label } from './Label';
import { Select, type TSelectOption } from './Select';

export type TFilterSelectProps = {
  label: string;
  /** The text of the '' option, e.g. 'All customers'. */
  allLabel: string;
  options: readonly TSelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The label names the select for assistive technology only (a toolbar of filters on a phone); the '' option says what it filters. */
  compact?: boolean;
};

export const FilterSelect = ({ label, allLabel, options, value, onChange, compact = false }: TFilterSelectProps) => {
  const id = useId();
  const select = (
    <Select id={id} aria-label={compact ? label : undefined} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
  if (compact) return select;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {select}
    </div>
  );
};
