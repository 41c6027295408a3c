// A checkbox with its label beside it (the label names the box for screen readers and clicks).
import { type ReactNode, useId } from 'react';
import { Checkbox } from '@/components/ui/Checkbox';

export const CheckOption = ({
  label,
  checked,
  onCheckedChange,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) => {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <Checkbox id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
};
