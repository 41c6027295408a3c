// How a system-log text is filled in, in one language: its plural words chosen, then its {{placeholders}} replaced.
// Kept apart from the catalogue (system-log-messages.ts) so that file holds the words only.
import type { TLanguage } from './enums';

/**
 * Plural words (issue 29: "18 repetición(es)"): `{count, plural, one {repetición} other {repeticiones}}` picks the form
 * by the language's plural rule for the value of `count` (which the text also shows as {{count}}, so it is typed). A
 * missing or non-numeric value picks the plural form.
 */
const PLURAL_RE = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: TLanguage, value: unknown): 'one' | 'other' => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return 'other';
  const rules = pluralRules.get(language) ?? new Intl.PluralRules(language);
  pluralRules.set(language, rules);
  return rules.select(n) === 'one' ? 'one' : 'other';
};

/** A catalogue text filled in: plural words chosen, {{name}} replaced by its value (a missing one stays visible). */
export const fillSystemLogText = (language: TLanguage, text: string, params: Readonly<Record<string, unknown>> = {}): string =>
  text
    .replace(PLURAL_RE, (_whole, name: string, one: string, other: string) =>
      pluralOf(language, Object.hasOwn(params, name) ? params[name] : undefined) === 'one' ? one : other,
    )
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) && params[name] !== null && params[name] !== undefined ? String(params[name]) : whole,
    );
