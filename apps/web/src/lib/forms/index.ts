// The form kit: react-hook-form over the shared zod schemas, whose messages are translation keys
// ('<namespace>:validation.<name>', decision 0014). A field's error shows the translation of its key; an issue without
// one (zod's own checks: required, too long, bad format) shows a generic message built from the issue's code and
// params; a server 400's fieldErrors land on the same fields through the same translation.
import { useCallback, useEffect, useRef } from 'react';
import {
  type FieldError,
  get,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateExternal } from '@/i18n/keys';
import { isApiError } from '@/lib/api';

/** A field error as the kit stores it: the issue's code as `type`, its message (a key or the server's text), its params. */
export type TFormFieldError = { type?: string | number; message?: string; values?: Record<string, unknown> };

/** A translation key names its namespace: 'users:validation.roleRequired'. Plain sentences never contain ':' before a dot. */
const KEY_RE = /^[A-Za-z][\w-]*:[\w.-]+$/;
export const isMessageKey = (message: string | undefined): message is string => Boolean(message && KEY_RE.test(message));

type TIssue = z.core.$ZodIssue;

/** The params of an issue that its generic message needs (minimum, maximum, what kind of value, which format). */
const issueValues = (issue: TIssue): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  const record = issue as unknown as Record<string, unknown>;
  for (const name of ['minimum', 'maximum', 'origin', 'format', 'expected'] as const) {
    const value = record[name];
    if (value !== undefined) values[name] = typeof value === 'bigint' ? Number(value) : value;
  }
  return values;
};

/** The common:validation key for an issue that carries no key of its own, from its code and params. */
export const genericMessageKey = (type: string | number | undefined, values: Record<string, unknown> = {}): string | null => {
  const { origin, minimum, format } = values;
  switch (type) {
    case 'too_small':
      if (origin === 'string') return minimum === 1 || minimum === undefined ? 'common:validation.required' : 'common:validation.tooShort';
      if (origin === 'array' || origin === 'set') return 'common:validation.required';
      if (origin === 'number' || origin === 'int' || origin === 'bigint' || origin === 'date') return 'common:validation.tooSmall';
      return 'common:validation.required';
    case 'too_big':
      if (origin === 'number' || origin === 'int' || origin === 'bigint' || origin === 'date') return 'common:validation.tooBig';
      return 'common:validation.tooLong';
    case 'invalid_format':
      return format === 'email' ? 'common:validation.invalidEmail' : 'common:validation.invalidFormat';
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'common:validation.invalidValue';
    case 'not_multiple_of':
    case 'custom':
      return 'common:validation.invalid';
    default:
      return null;
  }
};

/** Text for one field error, in the current language: its key's translation, else the generic one, else the text as sent. */
export const fieldErrorText = (error: TFormFieldError | FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  const { message, type } = error;
  const values = (error as TFormFieldError).values ?? {};
  const own = isMessageKey(message) ? translateExternal(message, values) : undefined;
  if (own !== undefined) return own;
  // A server 'required' or any zod default message: worded from the code. A server sentence without key stays as sent.
  const generic = type === 'server' ? null : genericMessageKey(type, values);
  if (generic) return translateExternal(generic, values) ?? message;
  return message;
};

const setAt = (target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown) => {
  let node = target;
  path.forEach((segment, index) => {
    const key = String(segment);
    if (index === path.length - 1) {
      node[key] ??= value;
      return;
    }
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
};

/** A react-hook-form resolver that keeps each issue's code and params (zod's own resolver drops the params). */
export const zodKeyResolver =
  <TSchema extends z.ZodType<unknown, FieldValues>>(
    schema: TSchema,
  ): Resolver<z.input<TSchema> & FieldValues, unknown, z.output<TSchema>> =>
  async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<TSchema>, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const error: TFormFieldError = { type: issue.code, message: issue.message, values: issueValues(issue) };
      setAt(errors, issue.path.length > 0 ? issue.path : ['root'], error);
    }
    return { values: {}, errors: errors as never };
  };

/** Server 400 `details.fieldErrors` ({ field: [message] }) as [field, message] pairs, first message of each field. */
export const serverFieldErrors = (details: unknown): [string, string][] => {
  const fieldErrors = (details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  return Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]] as [string, string]] : []));
};

export type TUseZodFormOptions<TSchema extends z.ZodType<unknown, FieldValues>> = Omit<
  UseFormProps<z.input<TSchema> & FieldValues, unknown, z.output<TSchema>>,
  'resolver'
> & { schema: TSchema };

/** useForm with the shared schema as resolver, plus the kit's error helpers. */
export const useZodForm = <TSchema extends z.ZodType<unknown, FieldValues>>({ schema, ...options }: TUseZodFormOptions<TSchema>) => {
  const form = useForm<z.input<TSchema> & FieldValues, unknown, z.output<TSchema>>({ ...options, resolver: zodKeyResolver(schema) });
  return Object.assign(form, useFormErrors(form));
};

/** Where the kit keeps a server's field errors that have no field on screen (`errors.root.server`, by field name in `types`). */
export const SERVER_ROOT_ERROR = 'root.server';

/** Whether a field is on screen: registered (register, Controller, FormDateInput…) and mounted under exactly this name. */
const isFieldShown = (control: { _fields: object }, name: string): boolean =>
  Boolean((get(control._fields, name) as { _f?: { mount?: boolean } } | undefined)?._f?.mount);

/** The server's field errors that no field shows (`errors.root.server`), as raw messages: keys or the server's text. */
export const unshownServerErrors = (errors: { root?: unknown } | undefined): string[] => {
  const error = (errors?.root as { server?: { message?: string; types?: Record<string, unknown> } } | undefined)?.server;
  if (!error) return [];
  const messages = Object.values(error.types ?? {}).flatMap((value) => (typeof value === 'string' ? [value] : []));
  return messages.length > 0 ? messages : error.message ? [error.message] : [];
};

/**
 * The error helpers for a form: `errorOf(errors.name)` gives the text to show; `applyServerErrors(error)` puts a 400's
 * (or 409's) field errors on their fields — the first one focused — and those of fields not on screen (or of the body as
 * a whole, '_') in `errors.root.server`, which the kit's FormAlert shows; it says whether there were any, so the caller
 * toasts only a refusal that is not about fields.
 */
export const useFormErrors = <TValues extends FieldValues, TOutput = unknown>(
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'setError' | 'setFocus' | 'control' | 'formState'>,
) => {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the language, and so does the error's text
  const errorOf = useCallback((error: TFormFieldError | FieldError | undefined) => fieldErrorText(error), [t]);
  const { setError, setFocus, control } = form;
  // The field to focus once the form is enabled again (a form disables its fields while it submits).
  const pendingFocus = useRef<string | null>(null);
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (isSubmitting || !pendingFocus.current) return;
    setFocus(pendingFocus.current as Path<TValues>);
    pendingFocus.current = null;
  });
  const applyServerErrors = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return false;
      const pairs = serverFieldErrors(error.details);
      const unshown: Record<string, string> = {};
      for (const [field, message] of pairs) {
        if (field !== '_' && isFieldShown(control, field)) {
          setError(field as Path<TValues>, { type: 'server', message });
          pendingFocus.current ??= field;
        } else unshown[field] = message;
      }
      const [first] = Object.values(unshown);
      if (first) setError(SERVER_ROOT_ERROR as Path<TValues>, { type: 'server', message: first, types: unshown });
      return pairs.length > 0;
    },
    [setError, control],
  );
  return { errorOf, applyServerErrors };
};
