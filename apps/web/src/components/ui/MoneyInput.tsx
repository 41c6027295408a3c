// An amount typed as our users write it ('18.75'; a decimal comma, '18,75', is read too), held by the form as integer
// cents (decision 0010). Out of focus the field shows the amount formatted in the language and the company's
// currency ('$18.75' in both languages in Puerto Rico); in focus, the plain number to edit. Text that is not an
// amount is handed to the form as it is, so the form's money schema reports it on the field ('Invalid amount').
import { formatMoney, formatMoneyInput, parseMoney, type TCurrency } from '@centinela/shared';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useLanguage } from '@/i18n/useLanguage';
import { cn } from '@/lib/cn';
import { inputClassName } from './Input';

type TMoneyValue = number | string | null | undefined;

export type TMoneyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** Integer cents, null for none, or the text that did not parse. */
  value: TMoneyValue;
  onChange: (value: number | string | null) => void;
  currency: TCurrency | string;
};

const textOf = (value: TMoneyValue, language: string) => (typeof value === 'string' ? value : formatMoneyInput(value, language));

export const MoneyInput = ({ value, onChange, onBlur, onFocus, currency, className, ...props }: TMoneyInputProps) => {
  const { language } = useLanguage();
  const [text, setText] = useState(() => textOf(value, language));
  const shown = useRef({ value, language });
  const [isFocused, setFocused] = useState(false);
  const parsed = parseMoney(text, language);
  const display = !isFocused && parsed.ok && parsed.cents !== null ? formatMoney(parsed.cents, language, currency) : text;

  // A new value from outside (form reset) or a language switch: show the amount in the language's format.
  useEffect(() => {
    if (shown.current.value !== value || shown.current.language !== language) {
      if (typeof value !== 'string') setText(formatMoneyInput(value, language));
      shown.current = { value, language };
    }
  }, [value, language]);

  const change = (next: string) => {
    setText(next);
    const result = parseMoney(next, language);
    const out = result.ok ? result.cents : next;
    shown.current = { value: out, language };
    onChange(out);
  };

  return (
    <input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={display}
      placeholder={formatMoney(0, language, currency)}
      onChange={(event) => change(event.target.value)}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        if (parsed.ok) setText(formatMoneyInput(parsed.cents, language));
        onBlur?.(event);
      }}
      className={cn(inputClassName, 'tabular-nums', className)}
    />
  );
};

/** MoneyInput bound to a react-hook-form field; inside FormField it receives the label's id and the error's aria. */
export const FormMoneyInput = <T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, FieldValues>; name: FieldPath<T> } & Omit<TMoneyInputProps, 'value' | 'onChange'>) => {
  const { field } = useController({ control, name });
  return <MoneyInput {...props} {...field} value={field.value as number | string | null | undefined} />;
};
