// A searchable picker for long lists (guards, posts, customers): an ARIA 1.2 combobox whose listbox renders only the
// options in view (@tanstack/react-virtual), so 5,000 options cost a few dozen DOM nodes. Typing filters the options
// (accents and case ignored) or, with onSearch, asks the server; arrows, Home/End, Enter and Escape work as in a select.
import { foldSearchText } from '@centinela/shared/rules/search-text';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { Check, ChevronsUpDown } from 'lucide-react';
import {
  type Dispatch,
  type KeyboardEvent,
  type Ref,
  type RefObject,
  type SetStateAction,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { fieldErrorText } from '@/lib/forms';
import { Label } from './Label';

export type TComboboxOption = { value: string; label: string; description?: string };

export type TComboboxProps = {
  label: string;
  options: readonly TComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  /** An option with the value '' first (e.g. 'All customers'), as the list filters have. */
  allLabel?: string;
  placeholder?: string;
  /** Server-side search: called with the typed text (debounce in the caller's query); options are then shown as given. */
  onSearch?: (text: string) => void;
  isSearching?: boolean;
  /** The label of the chosen value when it is not among `options` (an async search that has moved on). */
  selectedLabel?: string;
  isDisabled?: boolean;
  id?: string;
  className?: string;
  /** The field's error, shown under it and tied to the input for screen readers. */
  error?: string;
  /** The input element (a form focuses it to show an error). */
  inputRef?: Ref<HTMLInputElement>;
};

const OPTION_HEIGHT = 36;
const LIST_MAX_HEIGHT = 288;

type TComboboxKeyActions = {
  isOpen: boolean;
  count: number;
  open: () => void;
  close: () => void;
  chooseActive: () => void;
  setActiveIndex: Dispatch<SetStateAction<number>>;
};

/** The keys of a select, on the combobox's input: arrows, Home/End, PageUp/PageDown, Enter, Escape and Tab. */
const handleComboboxKey = (
  event: KeyboardEvent<HTMLInputElement>,
  { isOpen, count, open, close, chooseActive, setActiveIndex }: TComboboxKeyActions,
) => {
  const last = count - 1;
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      if (!isOpen) open();
      else setActiveIndex((index) => Math.min(last, index + 1));
      break;
    case 'ArrowUp':
      event.preventDefault();
      if (!isOpen) open();
      else setActiveIndex((index) => Math.max(0, index - 1));
      break;
    case 'Home':
      if (isOpen) {
        event.preventDefault();
        setActiveIndex(0);
      }
      break;
    case 'End':
      if (isOpen) {
        event.preventDefault();
        setActiveIndex(last);
      }
      break;
    case 'PageDown':
      if (isOpen) {
        event.preventDefault();
        setActiveIndex((index) => Math.min(last, index + 8));
      }
      break;
    case 'PageUp':
      if (isOpen) {
        event.preventDefault();
        setActiveIndex((index) => Math.max(0, index - 8));
      }
      break;
    case 'Enter':
      if (isOpen) {
        event.preventDefault();
        chooseActive();
      }
      break;
    case 'Escape':
      if (isOpen) {
        event.preventDefault();
        close();
      }
      break;
    case 'Tab':
      close();
      break;
  }
};

/** One option of the listbox, placed at its row of the virtual list. */
const ComboboxOptionRow = ({
  id,
  option,
  index,
  count,
  isSelected,
  isActive,
  top,
  onMouseEnter,
  onClick,
}: {
  id: string;
  option: TComboboxOption;
  index: number;
  count: number;
  isSelected: boolean;
  isActive: boolean;
  top: number;
  onMouseEnter: () => void;
  onClick: () => void;
}) => (
  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the input (aria-activedescendant), which handles Enter
  <div
    id={id}
    role="option"
    aria-selected={isSelected}
    aria-posinset={index + 1}
    aria-setsize={count}
    tabIndex={-1}
    className={cn('absolute left-0 flex w-full cursor-default items-center gap-2 truncate px-3 text-sm', isActive && 'bg-slate-100')}
    style={{ top, height: OPTION_HEIGHT }}
    onMouseEnter={onMouseEnter}
    onClick={onClick}
  >
    <Check aria-hidden="true" className={cn('size-4 shrink-0', isSelected ? 'text-brand-700' : 'invisible')} />
    <span className="truncate">{option.label}</span>
    {option.description && <span className="truncate text-xs text-slate-500">{option.description}</span>}
  </div>
);

/** The listbox's virtual list: only the options in view (and the active one) are rendered; the active one stays in view. */
const useOptionVirtualizer = (count: number, listRef: RefObject<HTMLDivElement | null>, activeIndex: number, isOpen: boolean) => {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 6,
    // The active option is always rendered, so aria-activedescendant names an element even before the list scrolls.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return indexes.includes(activeIndex) || activeIndex >= count ? indexes : [...indexes, activeIndex].sort((a, b) => a - b);
    },
  });

  // The active option stays in view as the arrows move it.
  useEffect(() => {
    if (isOpen && count > 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, isOpen, count, virtualizer]);
  return virtualizer;
};

/** The options that match the typed text (accents and case ignored); with a server search, all of them as given. */
const useFilteredOptions = (allOptions: TComboboxOption[], deferredQuery: string, onSearch: ((text: string) => void) | undefined) =>
  useMemo(() => {
    if (onSearch || !deferredQuery.trim()) return allOptions;
    // 'Ángel' matches 'ang': accents and case ignored, the one fold of every search (decision 0023).
    const needle = foldSearchText(deferredQuery.trim());
    return allOptions.filter((option) => foldSearchText(option.label).includes(needle));
  }, [allOptions, deferredQuery, onSearch]);

/** The options, after the 'All …' option when the picker has one. */
const useAllOptions = (options: readonly TComboboxOption[], allLabel: string | undefined) =>
  useMemo<TComboboxOption[]>(
    () => (allLabel !== undefined ? [{ value: '', label: allLabel }, ...options] : [...options]),
    [allLabel, options],
  );

export const Combobox = ({
  label,
  options,
  value,
  onChange,
  allLabel,
  placeholder,
  onSearch,
  isSearching = false,
  selectedLabel,
  isDisabled = false,
  id,
  className,
  error,
  inputRef,
}: TComboboxProps) => {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const errorId = `${inputId}-error`;
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const deferredQuery = useDeferredValue(query);

  const allOptions = useAllOptions(options, allLabel);
  const selected = allOptions.find((option) => option.value === value);
  const shownValue = selected?.label ?? selectedLabel ?? '';

  const filtered = useFilteredOptions(allOptions, deferredQuery, onSearch);

  const virtualizer = useOptionVirtualizer(filtered.length, listRef, activeIndex, isOpen);

  const open = () => {
    if (isDisabled) return;
    setIsOpen(true);
    const index = filtered.findIndex((option) => option.value === value);
    setActiveIndex(Math.max(0, index));
  };
  const close = () => {
    setIsOpen(false);
    setQuery('');
  };
  const choose = (option: TComboboxOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleComboboxKey(event, {
      isOpen,
      count: filtered.length,
      open,
      close,
      chooseActive: () => choose(filtered[activeIndex]),
      setActiveIndex,
    });

  const activeOption = isOpen ? filtered[activeIndex] : undefined;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  return (
    <div className={cn('relative grid gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-busy={isSearching || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          disabled={isDisabled}
          placeholder={isOpen ? shownValue || placeholder : placeholder}
          value={isOpen ? query : shownValue}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            if (!isOpen) setIsOpen(true);
            onSearch?.(event.target.value);
          }}
          onClick={() => (isOpen ? close() : open())}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="flex h-9 w-full rounded-md border border-slate-300 bg-white py-1 pr-8 pl-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600"
        />
        <ChevronsUpDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      {/* The listbox exists only while open (aria-controls names it then), so the label names one element when closed. */}
      {isOpen && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-full z-50 mt-1 w-full overflow-auto rounded-md border border-slate-200 bg-white shadow-lg"
          style={{ maxHeight: LIST_MAX_HEIGHT }}
          // Keep focus in the input while clicking an option.
          onMouseDown={(event) => event.preventDefault()}
        >
          {filtered.length === 0 && (
            <div className="px-3 py-2 text-sm text-slate-600" role="status">
              {isSearching ? t('combobox.searching') : t('combobox.noResults')}
            </div>
          )}
          {filtered.length > 0 && (
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const option = filtered[item.index] as TComboboxOption;
                const isSelected = option.value === value;
                return (
                  <ComboboxOptionRow
                    key={`${option.value}-${item.index}`}
                    id={optionId(item.index)}
                    option={option}
                    index={item.index}
                    count={filtered.length}
                    isSelected={isSelected}
                    isActive={item.index === activeIndex}
                    top={item.start}
                    onMouseEnter={() => setActiveIndex(item.index)}
                    onClick={() => choose(option)}
                  />
                );
              })}
            </div>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <span className="sr-only" aria-live="polite">
        {isOpen ? t('combobox.results', { count: filtered.length }) : ''}
      </span>
    </div>
  );
};

/** A Combobox bound to a react-hook-form field: its value, its error (translated like every field's) and its focus.
 *  `isNullable` stores no choice as null instead of ''. */
export const FormCombobox = <T extends FieldValues>({
  control,
  name,
  isNullable = false,
  ...props
}: { control: Control<T, unknown, FieldValues>; name: FieldPath<T>; isNullable?: boolean } & Omit<
  TComboboxProps,
  'value' | 'onChange' | 'error' | 'inputRef'
>) => {
  useTranslation(); // a language change renders the error again
  const { field, fieldState } = useController({ control, name });
  return (
    <Combobox
      {...props}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value) => field.onChange(isNullable && value === '' ? null : value)}
      inputRef={field.ref}
      error={fieldErrorText(fieldState.error)}
    />
  );
};
