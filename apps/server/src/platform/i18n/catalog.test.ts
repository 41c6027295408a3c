// The server's text catalog: es and en complete with the same placeholders, every key the code names exists, every
// error code and not-found entity has words, and t() follows i18next's rules (placeholders, plurals, contexts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, LANGUAGES, NOT_FOUND_ENTITIES } from '@centinela/shared';
import { EMAIL_TEMPLATE_KINDS, EMAIL_TEMPLATE_VARIABLES, templateProblem } from '@centinela/shared/contracts/email-templates';
import { describe, expect, it } from 'vitest';
import { codeWords } from '../errors';
import { isTextKey, rawText, t, textOrNull } from './catalog';
import { CATALOGS, SERVER_NAMESPACES } from './catalogs';

type TTree = { [key: string]: string | TTree };

const flatten = (tree: TTree, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flatten(value, full));
  }
  return out;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const flat = (lang: 'es' | 'en') =>
  Object.fromEntries(Object.entries(CATALOGS[lang]).map(([ns, tree]) => [ns, flatten(tree as unknown as TTree)]));

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../../..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'locales' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('t()', () => {
  it('fills placeholders, picks plural forms by count and variants by context, as i18next does', () => {
    expect(t('en', 'errors:RATE_LIMITED_ADDRESS', { wait: '15 minutes' })).toBe(
      'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
    );
    expect(t('en', 'errors:waitMinutes', { count: 1 })).toBe('1 minute');
    expect(t('en', 'errors:waitMinutes', { count: 15 })).toBe('15 minutes');
    expect(t('es', 'errors:waitMinutes', { count: 15 })).toBe('15 minutos');
    expect(t('en', 'errors:NOT_FOUND', { context: 'guard' })).toBe('Guard not found');
    expect(t('es', 'errors:NOT_FOUND', { context: 'guard' })).toBe('Guardia no encontrado');
    // An unknown context falls back to the key itself.
    expect(t('en', 'errors:NOT_FOUND', { context: 'nothing-like-this' })).toBe(t('en', 'errors:NOT_FOUND'));
    // A placeholder without a value is empty; the raw text keeps it (e-mail templates are filled later).
    expect(t('en', 'apiErrors:NOT_ENOUGH_STOCK', { stock: 1 })).toBe('Not enough stock: 1 left in size ,  asked');
    expect(rawText('en', 'messages:email.test.subject')).toBe('Test email from {{companyName}}');
    expect(textOrNull('en', 'messages:no.such.key')).toBeNull();
  });

  it('tells keys from sentences', () => {
    expect(isTextKey('common:validation.invalidTime')).toBe(true);
    expect(isTextKey('errors:waitMinutes')).toBe(true); // plural forms only
    expect(isTextKey('common:validation.noSuchKey')).toBe(false);
    expect(isTextKey('Invalid time')).toBe(false);
    expect(isTextKey('sipSettings: Not a user field')).toBe(false);
  });
});

describe('the catalog', () => {
  const es = flat('es');
  const en = flat('en');

  it('has the same keys, non-empty, with the same placeholders in es and en', () => {
    const problems: string[] = [];
    for (const ns of Object.keys(en)) {
      for (const key of Object.keys(en[ns])) if (es[ns]?.[key] === undefined) problems.push(`${ns}:${key} is in en but not in es`);
      for (const [key, text] of Object.entries(es[ns] ?? {})) {
        const other = en[ns][key];
        if (other === undefined) {
          problems.push(`${ns}:${key} is in es but not in en`);
          continue;
        }
        if (!text.trim() || !other.trim()) problems.push(`${ns}:${key} is empty`);
        if (placeholders(text).join() !== placeholders(other).join()) problems.push(`${ns}:${key} placeholders differ`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("holds the server's own namespaces in its locales folder", () => {
    for (const ns of SERVER_NAMESPACES) {
      for (const lang of LANGUAGES) expect(fs.existsSync(path.join(here, 'locales', lang, `${ns}.json`)), `${lang}/${ns}`).toBe(true);
    }
  });

  it('words every error code and every not-found entity in both languages', () => {
    const missing = LANGUAGES.flatMap((lang) => [
      ...ERROR_CODES.filter((code) => codeWords(lang, code) === null).map((code) => `${lang}:${code}`),
      ...NOT_FOUND_ENTITIES.filter((entity) => textOrNull(lang, `errors:NOT_FOUND_${entity}`) === null).map(
        (e) => `${lang}:NOT_FOUND_${e}`,
      ),
    ]);
    expect(missing).toEqual([]);
  });

  it("defines every 'namespace:key' the server and the shared package write", () => {
    const namespaces = Object.keys(CATALOGS.en).join('|');
    const literal = new RegExp(`['"\`](${namespaces}):([\\w.-]+)['"\`]`, 'g');
    const files = [...sourceFiles(path.join(repo, 'apps/server/src')), ...sourceFiles(path.join(repo, 'packages/shared/src'))];
    const uses = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(literal)].map((m) => ({ file: path.relative(repo, file), key: `${m[1]}:${m[2]}` })),
    );
    expect(uses.length).toBeGreaterThan(100);
    const missing = uses
      .filter(({ key }) => LANGUAGES.some((lang) => rawText(lang, key) === null && rawText(lang, key, { count: 2 }) === null))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('has a built-in subject and body for every e-mail template kind, using only its variables', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      for (const lang of LANGUAGES) {
        for (const part of ['subject', 'body'] as const) {
          const text = rawText(lang, `messages:email.${kind}.${part}`);
          expect(text, `${lang} ${kind} ${part}`).toBeTruthy();
          expect(templateProblem(text ?? '', EMAIL_TEMPLATE_VARIABLES[kind]), `${lang} ${kind} ${part}`).toBeNull();
        }
      }
    }
  });
});
