// A date filter of the invoicing lists (invoices, payments): a labelled date field that filters only on a whole date
// (or none) — text being typed waits.
import { useId } from 'react';
import { DateInput } from '@/components/ui/DateInput';
import { Label } from '@/components/ui/Label';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const DayFilter = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <DateInput
        id={id}
        value={value}
        onChange={(v) => {
          if (v && !DAY_RE.test(v)) return;
          onChange(v);
        }}
      />
    </div>
  );
};
