// Typed errors thrown by services; one handler (platform/http/error-handler.ts) maps them to HTTP.
// An error names a specific code (ERROR_CODES in packages/shared) and its details, never words: its message is the
// code's text in the catalog (errors:<CODE>, else apiErrors:<CODE>; a `context` detail picks <CODE>_<context>),
// rendered in the caller's language when the answer is written. `message` here is the English, for logs.
import type { TErrorCode, TLanguage, TNotFoundEntity } from '@centinela/shared';
import { isTextKey, type TTextKey, type TTextParams, textOrNull } from './i18n/catalog';

export type TErrorDetails = Record<string, unknown>;

/** Words inside an error's words, rendered in the same language ('{{wait}}' → '15 minutes' / '15 minutos'). */
export class TextRef {
  constructor(
    readonly key: TTextKey,
    readonly params?: TTextParams,
  ) {}
}
export const text = (key: TTextKey, params?: TTextParams) => new TextRef(key, params);
/** Words computed per language (a list of reasons, each in the reader's words). */
export type TWordsFn = (language: TLanguage) => string;

/** The params with every TextRef and words function rendered in the language. */
const renderParams = (language: TLanguage, params: TTextParams): TTextParams => {
  const out: TTextParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'function') out[name] = (value as TWordsFn)(language);
    else if (value instanceof TextRef) {
      out[name] = textOrNull(language, value.key, value.params && renderParams(language, value.params)) ?? value.key.split(/[:.]/).at(-1);
    } else out[name] = value;
  }
  return out;
};

/** A key's words with refs rendered: null when the catalog has no such key. */
export const wordsOf = (language: TLanguage, key: string, params: TTextParams = {}) =>
  textOrNull(language, key, renderParams(language, params));

/** The words of an error code: errors:<CODE> (sign-in page codes) or apiErrors:<CODE> (the areas' codes). */
export const codeWords = (language: TLanguage, code: string, params: TTextParams = {}) =>
  wordsOf(language, `errors:${code}`, params) ?? wordsOf(language, `apiErrors:${code}`, params);

export class AppError extends Error {
  /** Seconds the client should wait before trying again; sent as the Retry-After header. */
  retryAfterSeconds?: number;

  /**
   * @param details  sent to the client as `details` and used as the words' params (e.g. `{ count: 3 }`).
   * @param words    another key than the code's, or params that are not details (refs to other words).
   */
  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    readonly details?: TErrorDetails,
    readonly words?: { key?: TTextKey; params?: TTextParams },
  ) {
    super('');
    this.name = 'AppError';
    this.message = this.messageIn('en');
  }

  /** The message in a language: the words' key, else a VALIDATION's first field problem, else the code's words. */
  messageIn(language: TLanguage): string {
    const params: TTextParams = { ...this.details, ...this.words?.params };
    const custom = this.words?.key ? wordsOf(language, this.words.key, params) : null;
    if (custom !== null) return custom;
    const fieldErrors = (this.details as { fieldErrors?: TFieldErrors } | undefined)?.fieldErrors;
    const first =
      this.code === 'VALIDATION' && fieldErrors ? Object.entries(fieldErrors).find(([, problems]) => problems.length > 0) : undefined;
    if (first) return fieldMessage(first[0], problemWords(language, first[1][0], params));
    return codeWords(language, this.code, params) ?? this.code;
  }
}

/** 409: the change conflicts with the state of the data (ROSTER_HAS_SHIFTS, NAME_TAKEN …). */
export const Conflict = (code: TErrorCode, details?: TErrorDetails, words?: AppError['words']) => new AppError(409, code, details, words);

/** 400 for a reason that is not one field's (RECURRENCE_NEEDS_SERIES …); field problems are ValidationFailed. */
export const BadRequest = (code: TErrorCode, details?: TErrorDetails, words?: AppError['words']) => new AppError(400, code, details, words);

/** 404: `entity` picks the words (errors:NOT_FOUND_<entity>, "Guard not found"); details say which entity. */
export const NotFound = (entity: TNotFoundEntity = 'record') => new AppError(404, 'NOT_FOUND', { entity, context: entity });

export const Forbidden = (code: TErrorCode = 'FORBIDDEN', details?: TErrorDetails) => new AppError(403, code, details);

export const Unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');

/** A field problem in words: a catalog key's text, else the text as it is (zod's own words). */
export const problemWords = (language: TLanguage, problem: string, params?: TTextParams) =>
  (isTextKey(problem) ? wordsOf(language, problem, params) : null) ?? problem;

/** "name: Required" — or the problem alone for the body as a whole (path '_' or ''). */
export const fieldMessage = (path: string, words: string) => (path === '_' || path === '' ? words : `${path}: ${words}`);

/** Field → its problems: catalog keys (the schemas' '<ns>:validation.<name>') or, for zod's own checks, zod's words. */
export type TFieldErrors = Record<string, string[]>;

/**
 * 400 VALIDATION naming the fields at fault, like a schema error: `{ name: 'companies:validation.nameTaken' }`.
 * The answer's message is the first problem in words ("name: A company with this name already exists").
 */
export const ValidationFailed = (fieldErrors: Record<string, string | string[]>, details?: TErrorDetails) =>
  new AppError(400, 'VALIDATION', {
    ...details,
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, problems]) => [field, [problems].flat()])),
  });

/** 409 with field problems: the value clashes with stored data (a name taken, a VIN already registered). */
export const FieldConflict = (code: TErrorCode, fieldErrors: Record<string, string>, details?: TErrorDetails) =>
  new AppError(409, code, {
    ...details,
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, problem]) => [field, [problem]])),
  });
