// A calendar date typed as the language writes it (datePattern: dd/MM/yyyy in Spanish, MM/dd/yyyy in English), held by the form
// as 'yyyy-MM-dd' (decision 0010). A native <input type="date"> would follow the browser's locale, not the app's
// language, so this is a text field; the calendar button opens the browser's picker on a hidden native input.
// Text that is not a date is handed to the form as it is, so the form's date schema reports it on the field.
import { CalendarDays } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { cn } from '@/lib/cn';
import { formatDay, parseDay } from '@/lib/format';
import { inputClassName } from './Input';

export type TDateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** 'yyyy-MM-dd', '' or null for none, or the text that did not parse. */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const textOf = (value: string | null | undefined, language: string) =>
  value && DAY_RE.test(value) ? formatDay(value, language) : (value ?? '');

export const DateInput = ({ value, onChange, onBlur, className, disabled, readOnly, ...props }: TDateInputProps) => {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  const [text, setText] = useState(() => textOf(value, language));
  const shown = useRef({ value, language });
  const picker = useRef<HTMLInputElement>(null);

  // A new value from outside (form reset, the picker) or a language switch: show it in the language's pattern.
  useEffect(() => {
    if (shown.current.value !== value || shown.current.language !== language) {
      setText(textOf(value, language));
      shown.current = { value, language };
    }
  }, [value, language]);

  const change = (next: string) => {
    setText(next);
    const parsed = parseDay(next, language);
    const out = parsed === undefined ? next : (parsed ?? '');
    shown.current = { value: out, language };
    onChange(out);
  };

  return (
    <div className="relative">
      <input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dateInput.placeholder')}
        value={text}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          const parsed = parseDay(text, language);
          if (parsed) setText(formatDay(parsed, language));
          onBlur?.(event);
        }}
        className={cn(inputClassName, 'pr-10 tabular-nums', className)}
      />
      {!disabled && !readOnly && (
        <>
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
            aria-label={t('dateInput.openCalendar')}
            onClick={() => {
              const native = picker.current;
              if (!native) return;
              native.value = value && DAY_RE.test(value) ? value : '';
              try {
                native.showPicker();
              } catch {
                native.focus();
              }
            }}
          >
            <CalendarDays className="size-4" aria-hidden="true" />
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
            onChange={(event) => {
              if (event.target.value) change(formatDay(event.target.value, language));
            }}
          />
        </>
      )}
    </div>
  );
};

/** DateInput bound to a react-hook-form field; inside FormField it receives the label's id and the error's aria. */
export const FormDateInput = <T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, FieldValues>; name: FieldPath<T> } & Omit<TDateInputProps, 'value' | 'onChange'>) => {
  const { field } = useController({ control, name });
  return <DateInput {...props} {...field} value={(field.value as string | null | undefined) ?? ''} />;
};
