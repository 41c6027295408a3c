// The translation catalogs: es and en hold the same keys and placeholders, and every key the code uses exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, SYSTEM_LOG_ENTITY_TYPES } from '@centinela/shared';
import { describe, expect, it } from 'vitest';

type TTree = { [key: string]: string | TTree };

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.join(here, 'locales');
const srcDir = path.resolve(here, '..');
const LANGS = ['es', 'en'] as const;

const readCatalogs = () => {
  const catalogs: Record<string, Record<string, TTree>> = {};
  for (const lang of LANGS) {
    catalogs[lang] = {};
    for (const file of fs.readdirSync(path.join(localesDir, lang))) {
      if (!file.endsWith('.json')) continue;
      catalogs[lang][file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), 'utf8')) as TTree;
    }
  }
  return catalogs;
};

/** 'a.b.c' → value for every leaf. */
export const flatten = (tree: TTree, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flatten(value, full));
  }
  return out;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL_SUFFIXES = ['', '_zero', '_one', '_other', '_many', '_few', '_two'];

export type TKeyUse = { file: string; key: string; namespaces: string[] };

/**
 * Keys a source file uses: t('ns:key') and t('key') calls (the latter resolved against the file's useTranslation
 * namespaces and the 'common' fallback), and any 'ns:key' string literal naming a known namespace (route titles, role labels).
 */
export const findKeyUses = (file: string, source: string, knownNamespaces: string[]): TKeyUse[] => {
  const fileNamespaces = new Set<string>();
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)) {
    for (const ns of m[1].matchAll(/['"]([^'"]+)['"]/g)) fileNamespaces.add(ns[1]);
  }
  const defaults = [...fileNamespaces, 'common'];
  const uses: TKeyUse[] = [];
  for (const m of source.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) {
    const raw = m[2];
    const [ns, key] = raw.includes(':') ? [raw.slice(0, raw.indexOf(':')), raw.slice(raw.indexOf(':') + 1)] : [null, raw];
    uses.push({ file, key, namespaces: ns ? [ns] : defaults });
  }
  const nsPattern = knownNamespaces.map((ns) => ns.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
  for (const m of source.matchAll(new RegExp(`(['"])(${nsPattern}):([\\w.-]+)\\1`, 'g'))) {
    uses.push({ file, key: m[3], namespaces: [m[2]] });
  }
  // t('ns:key') is seen by both patterns: keep one of each.
  const seen = new Set<string>();
  return uses.filter((use) => {
    const id = `${use.namespaces.join('|')}:${use.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

export const isKeyDefined = (flat: Record<string, Record<string, string>>, use: TKeyUse) =>
  use.namespaces.some((ns) => PLURAL_SUFFIXES.some((suffix) => flat[ns]?.[`${use.key}${suffix}`] !== undefined));

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) && !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });

const catalogs = readCatalogs();
const flat = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.fromEntries(Object.entries(catalogs[lang]).map(([ns, tree]) => [ns, flatten(tree)]))]),
) as Record<(typeof LANGS)[number], Record<string, Record<string, string>>>;
const namespaces = Object.keys(catalogs.es);

describe('translation catalogs', () => {
  it('have the same namespaces in es and en', () => {
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.keys(catalogs.es).sort());
  });

  it('have the same keys in es and en', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      const es = Object.keys(flat.es[ns] ?? {});
      const en = Object.keys(flat.en[ns] ?? {});
      for (const key of es) if (!en.includes(key)) problems.push(`${ns}:${key} is in es but not in en`);
      for (const key of en) if (!es.includes(key)) problems.push(`${ns}:${key} is in en but not in es`);
    }
    expect(problems).toEqual([]);
  });

  it('have no empty texts and the same {{placeholders}} in both languages', () => {
    const problems: string[] = [];
    for (const ns of namespaces) {
      for (const [key, es] of Object.entries(flat.es[ns] ?? {})) {
        const en = flat.en[ns]?.[key];
        if (!es.trim() || (en !== undefined && !en.trim())) problems.push(`${ns}:${key} is empty`);
        if (en !== undefined && placeholders(es).join() !== placeholders(en).join()) problems.push(`${ns}:${key} placeholders differ`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('define every key the source code uses', () => {
    const uses = sourceFiles(srcDir).flatMap((file) => findKeyUses(path.relative(srcDir, file), fs.readFileSync(file, 'utf8'), namespaces));
    expect(uses.length).toBeGreaterThan(50);
    const missing = uses.filter((use) => !isKeyDefined(flat.es, use)).map((use) => `${use.file}: ${use.namespaces.join('|')}:${use.key}`);
    expect(missing).toEqual([]);
  });

  it('label every system-log entity type in both languages (the activity badges)', () => {
    const missing = LANGS.flatMap((lang) =>
      SYSTEM_LOG_ENTITY_TYPES.filter((type) => flat[lang].dashboard?.[`entityTypes.${type}`] === undefined).map(
        (type) => `${lang}:${type}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it("translate every server error code (sign-in page codes in errors, the areas' in apiErrors)", () => {
    const missing = LANGS.flatMap((lang) =>
      ERROR_CODES.filter((code) => flat[lang].errors?.[code] === undefined && flat[lang].apiErrors?.[code] === undefined).map(
        (code) => `${lang}:${code}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('the checker itself catches a missing key, a wrong namespace and a bad qualified literal', () => {
    const source = `
      const { t } = useTranslation('dashboard');
      t('stats.totalGuards'); t('stats.noSuchKey'); t('auth:login.noSuchKey'); t('actions.retry');
      const titleKey = 'shell:routes.noSuchRoute';
    `;
    const uses = findKeyUses('fake.tsx', source, namespaces);
    const missing = uses.filter((use) => !isKeyDefined(flat.es, use)).map((use) => `${use.namespaces[0]}:${use.key}`);
    expect(missing).toEqual(['dashboard:stats.noSuchKey', 'auth:login.noSuchKey', 'shell:routes.noSuchRoute']);
  });
});

describe('payroll rule explanations', () => {
  it('has es and en words, with every parameter, for each rule the statute vectors make the engine apply', async () => {
    const { PAYROLL_VECTORS } = await import('@centinela/shared/rules/payroll-hours.vectors');
    const { calculateHours } = await import('@centinela/shared/rules/payroll-hours');
    const { Temporal } = await import('temporal-polyfill');
    const catalogs = readCatalogs();
    const seen = new Map<string, Set<string>>();
    for (const v of PAYROLL_VECTORS) {
      const instant = (date: string, hm: string) => {
        const [hour, minute] = hm.split(':').map(Number);
        return Temporal.PlainDate.from(date)
          .toZonedDateTime({ timeZone: v.timeZone, plainTime: { hour, minute } })
          .toString({ timeZoneName: 'never' });
      };
      const result = calculateHours({
        ruleSet: v.ruleSet,
        timeZone: v.timeZone,
        hireDate: v.hireDate ?? null,
        holidays: v.holidays,
        options: v.options,
        entries: v.entries.map(([date, start, end, breakMinutes, mealStartMinute, pay]) => {
          const next = new Date(`${date}T00:00:00Z`);
          next.setUTCDate(next.getUTCDate() + (end > start ? 0 : 1));
          return {
            start: instant(date, start),
            end: instant(next.toISOString().slice(0, 10), end),
            breakMinutes,
            mealStartMinute,
            ...(pay ?? {}),
          };
        }),
      });
      for (const a of [...result.days.flatMap((d) => d.applied), ...result.weeks.flatMap((w) => w.applied)]) {
        seen.set(a.rule, new Set([...(seen.get(a.rule) ?? []), ...Object.keys(a.params ?? {})]));
      }
    }
    expect(seen.size).toBeGreaterThan(30);
    for (const lang of LANGS) {
      const rules = flatten(catalogs[lang].payroll as TTree);
      for (const [rule, params] of seen) {
        const text = rules[`calculator.rules.${rule}`];
        expect(text, `${lang} ${rule}`).toBeTruthy();
        for (const p of placeholders(text ?? '')) expect([...params], `${lang} ${rule} {{${p}}}`).toContain(p);
      }
    }
  });
});
