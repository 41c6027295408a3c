// An editor form: its fields (disabled while saving or read-only), the server's errors no field shows, and the footer's
// cancel and submit buttons, running the one submit sequence (useFormSubmit). Inside a FormDialog it takes the dialog's
// title as its name and closes the dialog on cancel and after saving, unless told otherwise.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { fieldErrorText, unshownServerErrors } from '@/lib/forms';
import { useFormDialog } from './FormDialogContext';
import { type TFormSubmitOptions, useFormSubmit } from './useFormSubmit';

/** The server's field errors that no field on screen shows (or about the whole body), worded like a field's. */
export const FormAlert = ({ errors, className }: { errors: { root?: unknown }; className?: string }) => {
  useTranslation(); // a language change renders the messages again
  const messages = unshownServerErrors(errors);
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={cn('rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800', className)}>
      <ul className="grid gap-1">
        {messages.map((message) => (
          <li key={message}>{fieldErrorText({ type: 'server', message })}</li>
        ))}
      </ul>
    </div>
  );
};

export type TEditorFormProps<TFieldValues extends FieldValues, TOutput, TResult> = TFormSubmitOptions<TOutput, TResult> & {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** The fields. */
  children: ReactNode;
  /** The form's accessible name; in a FormDialog, the dialog's title when left out. */
  label?: string;
  /** Classes of the fields' fieldset (its grid): 'grid min-w-0 gap-4' plus these. */
  className?: string;
  /** Classes of the form element: 'grid gap-4' plus these. */
  formClassName?: string;
  /** Before and after the fields, outside their fieldset: parts that save on their own (a logo, a member list). */
  before?: ReactNode;
  after?: ReactNode;
  /** The submit button's text ('Save' when left out) and look. */
  submitLabel?: ReactNode;
  submitVariant?: 'default' | 'destructive';
  /** 'lg' for a form filled on a phone at a post (a bigger target). */
  submitSize?: 'md' | 'lg';
  /** Submitting waits for something the fields do not show (e.g. a guard not chosen yet in a combobox). */
  isSubmitDisabled?: boolean;
  /** Fields disabled, no submit button, and the cancel button says Close. */
  isReadOnly?: boolean;
  /** The cancel button's action (the dialog's close by default); false leaves the button out. */
  onCancel?: (() => void) | false;
  cancelLabel?: string;
  /** Classes of the footer (e.g. a sticky footer in a long dialog). */
  footerClassName?: string;
};

export const EditorForm = <TFieldValues extends FieldValues, TOutput, TResult>({
  form,
  children,
  label,
  className,
  formClassName,
  before,
  after,
  submitLabel,
  submitVariant,
  submitSize,
  isSubmitDisabled,
  isReadOnly = false,
  onCancel,
  cancelLabel,
  footerClassName,
  onDone,
  ...submitOptions
}: TEditorFormProps<TFieldValues, TOutput, TResult>) => {
  const { t } = useTranslation('common');
  const dialog = useFormDialog();
  const onSubmit = useFormSubmit(form, { ...submitOptions, onDone: onDone ?? (() => dialog?.close()) });
  const cancel = onCancel === false ? null : (onCancel ?? dialog?.close ?? null);
  const { isSubmitting, errors } = form.formState;
  return (
    <form
      // A dialog's form renders in a portal, but React still bubbles its submit to a form around the dialog's trigger.
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className={cn('grid gap-4', formClassName)}
      aria-label={label ?? dialog?.title}
    >
      {before}
      <fieldset disabled={isReadOnly || isSubmitting} className={cn('grid min-w-0 gap-4', className)}>
        {children}
      </fieldset>
      {after}
      <FormAlert errors={errors} />
      {(cancel || !isReadOnly) && (
        <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', footerClassName)}>
          {cancel && (
            <Button variant="outline" onClick={cancel}>
              {cancelLabel ?? (isReadOnly ? t('actions.close') : t('actions.cancel'))}
            </Button>
          )}
          {!isReadOnly && (
            <Button type="submit" variant={submitVariant} size={submitSize} disabled={isSubmitting || isSubmitDisabled}>
              {isSubmitting && <Spinner className="text-current" />}
              {submitLabel ?? t('actions.save')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
};
