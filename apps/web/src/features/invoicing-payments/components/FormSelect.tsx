// A select bound to a react-hook-form field as a controlled value: its options may arrive after the form opens (a
// customer's posts, the tax profiles), and a native select given a value before its option exists would show the first
// option instead — a registered (uncontrolled) select keeps showing it once the option arrives.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { Select, type TSelectProps } from '@/components/ui/Select';

export const FormSelect = <T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...props
}: { control: Control<T, unknown, FieldValues>; name: FieldPath<T>; onValueChange?: (value: string) => void } & Omit<
  TSelectProps,
  'value' | 'onChange' | 'name' | 'defaultValue'
>) => {
  const { field } = useController({ control, name });
  return (
    <Select
      {...props}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
    />
  );
};
