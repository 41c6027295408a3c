// The Spanish copy follows docs/glossary.md: one term per concept and the usted register. The words to avoid and the
// tú-forms are read from the glossary's tables, so adding a row there extends this test. The server's Spanish texts
// (system-log messages) are held to the same rules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYSTEM_LOG_MESSAGES } from '@centinela/shared';
import { describe, expect, it } from 'vitest';

type TTree = { [key: string]: string | TTree };

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const glossary = fs.readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');

/** The rows of the markdown table that follows a heading, as arrays of trimmed cells (header and rule skipped). */
export const tableAfter = (markdown: string, heading: string): string[][] => {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`glossary: no section "${heading}"`);
  const lines = markdown.slice(start).split('\n').slice(1);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines) {
    if (line.startsWith('|')) {
      inTable = true;
      rows.push(
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    } else if (inTable) break;
  }
  return rows.slice(2);
};

const words = (cell: string) =>
  cell
    .split(';')
    .map((w) => w.trim())
    .filter(Boolean);

/** A whole-word matcher (letters with accents count as letters). Lower-case words match in any case. */
const wordPattern = (word: string) => {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const caseInsensitive = word === word.toLowerCase();
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, caseInsensitive ? 'iu' : 'u');
};

const TERM_ROWS = tableAfter(glossary, '## Terms');
const TU_ROWS = tableAfter(glossary, '## Register (usted)');

export const AVOID = TERM_ROWS.flatMap(([concept, , spanish, avoid]) =>
  words(avoid ?? '').map((word) => ({ word, pattern: wordPattern(word), hint: `${concept} → ${spanish}` })),
);
export const TU_FORMS = TU_ROWS.flatMap(([tu, usted]) => words(tu).map((word) => ({ word, pattern: wordPattern(word), hint: usted })));

const flatten = (tree: TTree, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flatten(value, full));
  }
  return out;
};

const spanishTexts = (): Record<string, string> => {
  const texts: Record<string, string> = {};
  const dir = path.join(here, 'locales/es');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const catalog = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as TTree;
    for (const [key, value] of Object.entries(flatten(catalog))) texts[`${file.replace('.json', '')}:${key}`] = value;
  }
  for (const [key, value] of Object.entries(SYSTEM_LOG_MESSAGES.es)) texts[`system-log-messages.es:${key}`] = value;
  return texts;
};

/** Placeholders ({{name}}) are not words of the copy. */
const copyOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');

export const glossaryViolations = (texts: Record<string, string>) => {
  const found: string[] = [];
  for (const [key, text] of Object.entries(texts)) {
    const copy = copyOf(text);
    for (const { word, pattern, hint } of AVOID) if (pattern.test(copy)) found.push(`${key}: "${text}" uses "${word}" (glossary: ${hint})`);
    for (const { word, pattern, hint } of TU_FORMS)
      if (pattern.test(copy)) found.push(`${key}: "${text}" uses tú-form "${word}" (usted: ${hint})`);
  }
  return found;
};

describe('Spanish copy follows docs/glossary.md', () => {
  it('reads the terms and the tú-forms from the glossary', () => {
    const concepts = TERM_ROWS.map(([concept]) => concept);
    for (const concept of ['roster', 'report', 'schedule', 'absence category', 'customer company', 'add', 'delete']) {
      expect(concepts).toContain(concept);
    }
    expect(AVOID.map((a) => a.word)).toEqual(expect.arrayContaining(['reporte', 'roster', 'programación']));
    expect(TU_FORMS.map((a) => a.word)).toEqual(expect.arrayContaining(['Selecciona', 'Elige', 'tu', 'puedes']));
  });

  it('catches the mistakes it is meant to catch', () => {
    const samples = {
      a: 'Selecciona tu compañía',
      b: 'Reporte de programaciones',
      c: 'ROSTER',
      d: '¿Estás seguro?',
      e: 'Añadir turno',
    };
    const found = glossaryViolations(samples);
    for (const key of Object.keys(samples)) expect(found.some((line) => line.startsWith(`${key}:`))).toBe(true);
    expect(glossaryViolations({ ok: 'Seleccione su empresa. Informe de cuadrantes. Agregar turno. Horario del turno {{tu}}' })).toEqual([]);
  });

  it('no Spanish catalog value or system-log message uses an avoided term or a tú-form', () => {
    const violations = glossaryViolations(spanishTexts());
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('the header link to absence categories says what its page says (both languages)', () => {
    for (const lang of ['es', 'en']) {
      const shell = JSON.parse(fs.readFileSync(path.join(here, `locales/${lang}/shell.json`), 'utf8'));
      const absences = JSON.parse(fs.readFileSync(path.join(here, `locales/${lang}/absences.json`), 'utf8'));
      expect(shell.settingsPages.specialCategories).toBe(absences.settings.title);
    }
  });
});
