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
};

export const FilterSelect = ({ label, allLabel, options, value, onChange }: TFilterSelectProps) => {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
};
