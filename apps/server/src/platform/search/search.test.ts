// The one search (decision 0023): the database's search_fold() folds exactly like foldSearchText (JavaScript folds
// the query, the database the stored texts), LIKE's wildcards are matched as typed, and every word must be found.
import { foldSearchText } from '@centinela/shared/rules/search-text';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { createCompany } from '../../../test/factories';
import { uniformItems } from '../../db/schema';
import { escapeLike, hasSearchWords, MAX_SEARCH_WORDS, matchesSearch, searchWords } from './search';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Latin (with its extensions and IPA), Greek, Cyrillic and Latin Extended Additional / Greek Extended: the letters
 * people type in this product's languages and their neighbours. */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x52f],
  [0x1e00, 0x1fff],
];

describe('search_fold (database) and foldSearchText (JavaScript)', () => {
  it('fold every character of the ranges alike', async () => {
    const chars = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));
    const result = await t.database.db.execute(
      sql`select search_fold(c) as folded from unnest(${`{${chars.map((c) => `"${c.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]) with ordinality as x(c, n) order by n`,
    );
    const folded = (result.rows as { folded: string }[]).map((r) => r.folded);
    const differing = chars.filter((c, i) => folded[i] !== foldSearchText(c)).map((c) => `U+${c.codePointAt(0)?.toString(16)}`);
    expect(folded).toHaveLength(chars.length);
    expect(differing).toEqual([]);
  });

  it('fold accents, tildes and case, and keep letters that are not accented ones', async () => {
    const samples = ['José', 'ÑANDÚ', 'Evacuación Güiro', 'ÀÉÎÕÜ Çç', 'Ørsted Łódź', 'İstanbul'];
    for (const s of samples) {
      const [row] = (await t.database.db.execute(sql`select search_fold(${s}) as f`)).rows as { f: string }[];
      expect(row.f).toBe(foldSearchText(s));
    }
    expect(foldSearchText('José ÑANDÚ Evacuación')).toBe('jose nandu evacuacion');
    expect(foldSearchText('Ørsted Łódź')).toBe('ørsted łodz');
  });
});

describe('searchWords', () => {
  it('folds, splits at white space, drops repeats and keeps at most the first words', () => {
    expect(searchWords('  José   JOSE  ñandú\tX ')).toEqual(['jose', 'nandu', 'x']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('hasSearchWords needs every word', () => {
    expect(hasSearchWords('jose quinones 7875550101', ['jose', '555'])).toBe(true);
    expect(hasSearchWords('jose quinones', ['jose', 'pedro'])).toBe(false);
    expect(hasSearchWords('anything', [])).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('finds a row only when every word is in its text, inside words too, and matches % and _ as typed', async () => {
    const company = await createCompany(t.database.db);
    const names = ['José Quiñones 50% algodón', 'Camisa 50 manga_larga', 'Gorra azul'];
    await t.database.db.insert(uniformItems).values(names.map((name) => ({ companyId: company.id, name })));
    const find = async (query: string) =>
      (
        await t.database.db
          .select({ name: uniformItems.name })
          .from(uniformItems)
          .where(and(eq(uniformItems.companyId, company.id), matchesSearch(query, uniformItems.searchText)))
      )
        .map((r) => r.name)
        .sort();
    expect(await find('QUINONES jose')).toEqual([names[0]]);
    expect(await find('iñon')).toEqual([names[0]]);
    expect(await find('50%')).toEqual([names[0]]);
    expect(await find('50')).toEqual([names[0], names[1]].sort());
    expect(await find('manga_')).toEqual([names[1]]);
    expect(await find('a_u')).toEqual([]);
    expect(await find('gorra camisa')).toEqual([]);
    expect(matchesSearch('   ', uniformItems.searchText)).toBeUndefined();
  });
});
