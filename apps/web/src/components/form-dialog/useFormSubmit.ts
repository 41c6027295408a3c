// The one submit sequence of an editor form: validate (the shared schema), write, toast the success and hand the answer
// on; a refusal's field errors land on their fields (or in the form's alert when no field shows them), anything else
// is one error toast worded by the server's code. Every editor dialog and page form goes through it.
import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/errors';
import { useFormErrors } from '@/lib/forms';

export type TFormSubmitOptions<TOutput, TResult> = {
  /** The write, with the validated values. Throw (or reject) to refuse: an ApiError's field errors go to the fields. */
  submit: (values: TOutput) => Promise<TResult>;
  /** Rules the schema cannot hold, checked after it (the company's today, a chosen shift's weekday): field → message key.
   *  Any issue marks its field and nothing is written. */
  check?: (values: TOutput) => Record<string, string> | null | undefined;
  /** The toast after the write succeeded; none when left out (or when the function gives ''). */
  success?: string | ((result: TResult) => string);
  /** The error toast of a refusal that is not about fields: its title, and its text when the server's answer has none. */
  errorTitle: string;
  errorFallback?: string;
  /** Words a refusal better than its code does (e.g. a 409 that says how much stock is left), toasted even when its field
   *  errors went to the fields; undefined keeps the default. */
  errorText?: (error: unknown) => string | undefined;
  /** After the success toast (close the dialog, reset the form, go to the new record). */
  onDone?: (result: TResult, values: TOutput) => void;
  /** The browser's own checks failed (the fields already show why); the errors, to say which fields in a toast. */
  onInvalid?: (errors: FieldErrors) => void;
};

export type TSubmittableForm<TFieldValues extends FieldValues, TOutput> = Pick<
  UseFormReturn<TFieldValues, unknown, TOutput>,
  'handleSubmit' | 'setError' | 'setFocus' | 'control' | 'formState'
>;

/** The form's onSubmit handler running the sequence above. */
export const useFormSubmit = <TFieldValues extends FieldValues, TOutput, TResult>(
  form: TSubmittableForm<TFieldValues, TOutput>,
  { check, submit, success, errorTitle, errorFallback, errorText, onDone, onInvalid }: TFormSubmitOptions<TOutput, TResult>,
): ((event?: BaseSyntheticEvent) => Promise<void>) => {
  const { applyServerErrors } = useFormErrors(form);
  return form.handleSubmit(
    async (values) => {
      const issues = Object.entries(check?.(values) ?? {});
      for (const [field, message] of issues) form.setError(field as Path<TFieldValues>, { type: 'check', message });
      if (issues.length > 0) return;
      let result: TResult;
      try {
        result = await submit(values);
      } catch (error) {
        const isOnFields = applyServerErrors(error);
        const text = errorText?.(error);
        if (text !== undefined || !isOnFields) toast.error(errorTitle, { description: text ?? errorMessage(error, errorFallback) });
        return;
      }
      const text = typeof success === 'function' ? success(result) : success;
      if (text) toast.success(text);
      onDone?.(result, values);
    },
    onInvalid ? (errors) => onInvalid(errors as FieldErrors) : undefined,
  );
};
