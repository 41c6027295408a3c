// HTTP transport of the web app (call sites use the typed client in lib/api-client.ts): cookies always sent, JSON in and out, failures become ApiError '{status}: {message}'.
import type { TErrorBody, TErrorIssue } from '@centinela/shared';
import type { THttpMethod } from '@centinela/shared/endpoints/define';

export class ApiError extends Error {
  /** The server's own message (body `message`, body text or status text), without the status prefix. The server words it
   * in the language the request named (Accept-Language: the screen's), so it is the fallback for codes we do not word. */
  readonly serverMessage: string;

  constructor(
    readonly status: number,
    readonly code: string | null,
    serverMessage: string,
    readonly details?: unknown,
    /** Each field problem of a 400/409: its path, catalog key (when it has one) and the server's words. */
    readonly issues: TErrorIssue[] = [],
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Status 0: the request never got an answer (network down, server stopped). */
export const NETWORK_ERROR_CODE = 'NETWORK';

type TRequestOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** The screen's language (i18n sets <html lang>): the server sorts names by its collation (decision 0015). */
const languageHeader = (): Record<string, string> => {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
};

const isErrorBody = (value: unknown): value is TErrorBody =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** Builds the ApiError of a failed answer from its body text (JSON error body, plain text or nothing). */
export const toApiError = (status: number, statusText: string, bodyText: string): ApiError => {
  let parsed: unknown = null;
  try {
    parsed = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    parsed = null;
  }
  if (isErrorBody(parsed)) {
    const code = typeof parsed.code === 'string' ? parsed.code : null;
    return new ApiError(status, code, parsed.message || statusText, parsed.details, Array.isArray(parsed.issues) ? parsed.issues : []);
  }
  return new ApiError(status, null, bodyText.trim() || statusText || 'Request failed');
};

const parseBody = (text: string, contentType: string | null): unknown => {
  if (!text) return undefined;
  if (contentType?.includes('application/json')) return JSON.parse(text);
  return text;
};

export const apiRequest = async <T>(method: THttpMethod, path: string, body?: unknown, options: TRequestOptions = {}): Promise<T> => {
  const hasBody = body !== undefined;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader(), ...options.headers };
  if (hasBody && !isFormData) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: hasBody ? (isFormData ? (body as FormData) : JSON.stringify(body)) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }

  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, response.statusText, text);
  return parseBody(text, response.headers.get('content-type')) as T;
};

export type TUploadProgress = { loaded: number; total: number; percent: number };

/** Multipart upload with progress events (fetch cannot report upload progress). */
export const apiUpload = <T>(
  path: string,
  formData: FormData,
  options: {
    method?: 'POST' | 'PUT' | 'PATCH';
    onProgress?: (progress: TUploadProgress) => void;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries({ ...languageHeader(), ...options.headers })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseBody(text, xhr.getResponseHeader('content-type')) as T);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(toApiError(xhr.status, xhr.statusText, text));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        xhr.abort();
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(formData);
  });
