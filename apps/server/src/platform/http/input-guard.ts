// Text PostgreSQL cannot store never reaches a service: a NUL character (refused in text and jsonb) or an unpaired
// UTF-16 surrogate (a lone \ud800 in JSON is refused by jsonb, and turns into U+FFFD in text) in any string or key
// of the body, the query string or the path parameters answers 400 VALIDATION naming the field, like a schema error.
// The same check covers multipart text fields (platform/storage/uploads.ts). Runs before validation, on every route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationFailed } from '../errors';

/** Deeper than any contract of the product: a body nested further is refused (and never walked recursively). */
export const MAX_INPUT_DEPTH = 32;

// In unicode mode a well-formed surrogate pair is one code point, so \p{Cs} matches only unpaired halves.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why this text cannot be stored (a catalog key), or null when it can. */
export const badTextReason = (text: string): 'textHasNUL' | 'textHasLoneSurrogate' | null => {
  if (text.includes('\u0000')) return 'textHasNUL';
  if (LONE_SURROGATE.test(text)) return 'textHasLoneSurrogate';
  return null;
};

const reasonKey = (reason: string) => `apiErrors:fields.${reason}`;

/** Field paths (a.b.0.c) of the strings and keys in `value` that cannot be stored, with the reason; iterative. */
export const findBadText = (value: unknown, maxDepth = MAX_INPUT_DEPTH): Record<string, string[]> => {
  const fieldErrors: Record<string, string[]> = {};
  const add = (path: string, reason: string) => {
    const key = path || '_';
    fieldErrors[key] ??= [];
    if (!fieldErrors[key].includes(reason)) fieldErrors[key].push(reason);
  };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (typeof item.value === 'string') {
      const reason = badTextReason(item.value);
      if (reason) add(item.path, reasonKey(reason));
      continue;
    }
    if (item.value === null || typeof item.value !== 'object' || ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= maxDepth) {
      add(item.path, reasonKey('nestedTooDeep'));
      continue;
    }
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      const childPath = item.path ? `${item.path}.${String(key)}` : String(key);
      if (typeof key === 'string') {
        const keyReason = badTextReason(key);
        if (keyReason) {
          add(item.path, reasonKey(keyReason === 'textHasNUL' ? 'fieldNameHasNUL' : 'fieldNameHasLoneSurrogate'));
          continue;
        }
      }
      stack.push({ value: child, path: childPath, depth: item.depth + 1 });
    }
  }
  return fieldErrors;
};

/** Throws 400 VALIDATION when `value` holds text that cannot be stored; `where` is body, querystring, params or a form. */
export const assertStorableText = (value: unknown, where: string) => {
  const fieldErrors = findBadText(value);
  if (Object.keys(fieldErrors).length > 0) throw ValidationFailed(fieldErrors, { where, maxDepth: MAX_INPUT_DEPTH });
};

const inputGuard = async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertStorableText(request.params, 'params');
    assertStorableText(request.query, 'querystring');
    assertStorableText(request.body, 'body');
  });
};

export const inputGuardPlugin = fp(inputGuard, { name: 'input-guard' });
