// An amount typed as the language writes it ('18,75' in Spanish, '18.75' in English), held by the form as integer
// cents (decision 0010). The currency (the company's) is shown beside the field. Text that is not an amount is
// handed to the form as it is, so the form's money schema reports it on the field ('Invalid amount').
import { formatMoneyInput, parseMoney, type TCurrency } from '@centinela/shared';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
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

export const MoneyInput = ({ value, onChange, onBlur, currency, className, ...props }: TMoneyInputProps) => {
  const { language } = useLanguage();
  const [text, setText] = useState(() => textOf(value, language));
  const shown = useRef({ value, language });

  // A new value from outside (form reset) or a language switch: show the amount in the language's format.
  useEffect(() => {
    if (shown.current.value !== value || shown.current.language !== language) {
      if (typeof value !== 'string') setText(formatMoneyInput(value, language));
      shown.current = { value, language };
    }
  }, [value, language]);

  const change = (next: string) => {
    setText(next);
    const parsed = parseMoney(next, language);
    const out = parsed.ok ? parsed.cents : next;
    shown.current = { value: out, language };
    onChange(out);
  };

  return (
    <div className="relative">
      <input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          const parsed = parseMoney(text, language);
          if (parsed.ok) setText(formatMoneyInput(parsed.cents, language));
          onBlur?.(event);
        }}
        className={cn(inputClassName, 'pr-14 tabular-nums', className)}
      />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-medium text-slate-600" data-currency>
        {currency}
      </span>
    </div>
  );
};
