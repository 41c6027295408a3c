// Every number a request may carry (path, query and JSON body of every endpoint declaration) has bounds a PostgreSQL
// `integer` holds (issue 29: a revision over 2^31 in the wiki restore answered 500), and every shared date primitive
// refuses a date outside 1900-01-01 … 2199-12-31 with the key 'common:validation.dateOutOfRange'.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_INT, MIN_INT, ZDateString, ZDateTime, ZPageQuery, ZQueryInt } from '../contracts/common';
import { ZOptionalDateString } from '../contracts/rosters';
import { parseOccurrenceId } from '../contracts/shifts';
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInRange, isInstantInRange } from '../rules/dates';
import type { TEndpoint } from './define';

const dir = fileURLToPath(new URL('./', import.meta.url));
const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'define.ts' && !file.endsWith('.test.ts'));

const isEndpoint = (value: unknown): value is TEndpoint =>
  Boolean(value) && typeof value === 'object' && 'method' in (value as object) && 'path' in (value as object);

type TJson = { type?: string | string[]; anyOf?: TJson[]; oneOf?: TJson[]; items?: TJson; [key: string]: unknown };
type TDef = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** The object schemas a request schema is made of (through optional, default, pipes, unions, arrays and records). */
const objectsOf = (schema: z.ZodType, out: z.ZodObject[] = []): z.ZodObject[] => {
  const def = defOf(schema);
  const inner = (key: string) => objectsOf(def[key] as z.ZodType, out);
  if (schema instanceof z.ZodObject) out.push(schema);
  else if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) inner('innerType');
  else if (def.type === 'pipe') inner('in');
  else if (def.type === 'array') inner('element');
  else if (def.type === 'record') inner('valueType');
  else if (def.type === 'lazy') objectsOf((def.getter as () => z.ZodType)(), out);
  else if (def.type === 'intersection') {
    inner('left');
    inner('right');
  } else if (def.type === 'union') for (const option of def.options as z.ZodType[]) objectsOf(option, out);
  return out;
};

/** The types a JSON Schema node allows at its own level (type, type arrays, anyOf/oneOf branches). */
const typesOf = (json: TJson): string[] => [
  ...(json.type === undefined ? [] : Array.isArray(json.type) ? json.type : [json.type]),
  ...[...(json.anyOf ?? []), ...(json.oneOf ?? [])].flatMap(typesOf),
];
const itemsOf = (json: TJson): TJson[] => [
  ...(json.items ? [json.items] : []),
  ...[...(json.anyOf ?? []), ...(json.oneOf ?? [])].flatMap(itemsOf),
];

/** Values a PostgreSQL integer cannot hold, as a body (numbers) and a path or a query string (text) carry them. */
const HUGE = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e20];

/**
 * Each property of the request's objects that takes a number (or a list of numbers) is parsed alone with 2^31, −2^31−1,
 * 2^53 and 1e20: every one must be refused — by .min/.max or by the field's own refinement (a select's few values).
 */
const unboundedOf = (endpoint: TEndpoint): string[] =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    if (!schema) return [];
    const problems: string[] = [];
    const walk = (object: z.ZodObject, at: string) => {
      for (const [name, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
        const json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as TJson;
        const numeric = typesOf(json).some((ty) => ty === 'number' || ty === 'integer');
        const list = itemsOf(json).some((items) => typesOf(items).some((ty) => ty === 'number' || ty === 'integer'));
        const probes = [
          ...(numeric ? HUGE.flatMap((n) => (part === 'body' ? [n] : [n, String(n)])) : []),
          ...(list ? HUGE.map((n) => [n]) : []),
        ];
        const accepted = probes.filter((probe) => field.safeParse(probe).success);
        if (accepted.length) problems.push(`${at}.${name} accepts ${accepted.map((v) => JSON.stringify(v)).join(', ')}`);
        for (const nested of objectsOf(field)) walk(nested, `${at}.${name}`);
      }
    };
    for (const object of objectsOf(schema)) walk(object, part);
    return problems;
  });

describe('numbers of every request', () => {
  const all: { where: string; endpoint: TEndpoint }[] = [];
  beforeAll(async () => {
    for (const file of files) {
      const module = (await import(`${dir}${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) if (isEndpoint(value)) all.push({ where: `${file} ${name}`, endpoint: value });
    }
  }, 60_000);

  it('stay within a PostgreSQL integer (±2^31) in every path, query and body schema', () => {
    expect(all.length).toBeGreaterThan(100);
    const problems = all.flatMap(({ where, endpoint }) =>
      unboundedOf(endpoint).map((p) => `${where} ${endpoint.method} ${endpoint.path}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('finds an unbounded integer (the walk is not vacuous)', () => {
    const endpoint: TEndpoint = {
      method: 'POST',
      path: '/api/x/:n',
      access: 'public',
      tag: 'x',
      params: z.object({ n: z.coerce.number().int().min(1) }),
      body: z.object({ list: z.array(z.object({ count: z.number().int().optional() })), ok: z.number().int().min(0).max(MAX_INT) }),
    };
    expect(unboundedOf(endpoint)).toEqual(['params.n accepts 2147483648, "2147483648"', 'body.list.count accepts 2147483648, -2147483649']);
  });

  it('refuses 2^31 and more in the integer primitives and the page number', () => {
    expect(ZQueryInt.safeParse(String(MAX_INT)).data).toBe(MAX_INT);
    expect(ZQueryInt.safeParse(MIN_INT).success).toBe(true);
    expect(ZQueryInt.safeParse(MIN_INT - 1).success).toBe(false);
    // One issue naming the integer's limit, not also zod's safe-integer one.
    expect(ZQueryInt.safeParse('9007199254740992').error?.issues.map((i) => i.code)).toEqual(['too_big']);
    expect(ZPageQuery.safeParse({ page: '2147483648' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ page: '2147483647' }).success).toBe(true);
  });
});

describe('the accepted dates', () => {
  const issueOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((i) => i.message);

  it('are 1900-01-01 … 2199-12-31 for calendar dates, with the range key outside', () => {
    for (const ok of ['1900-01-01', '2199-12-31', '2026-01-05', '2026-01-05T10:00:00Z'])
      expect(ZDateString.safeParse(ok).success).toBe(true);
    for (const far of ['9999-12-31', '0001-01-01', '2200-01-01', '1899-12-31']) {
      expect(issueOf(ZDateString.safeParse(far))).toEqual([DATE_OUT_OF_RANGE_MESSAGE]);
      expect(isDateInRange(far)).toBe(false);
    }
    // A malformed date keeps its own message (the range is not judged).
    expect(issueOf(ZDateString.safeParse('2026-02-30'))).toEqual(["Invalid date string format. Expected 'yyyy-MM-dd'"]);
    expect(ZOptionalDateString.safeParse('9999-12-31').success).toBe(false);
    expect(ZOptionalDateString.safeParse('').data).toBeNull();
  });

  it('bound date-times and occurrence ids the same way', () => {
    expect(ZDateTime.safeParse('2026-01-05T10:00:00-04:00').success).toBe(true);
    expect(ZDateTime.safeParse('1900-01-01T00:00:00Z').success).toBe(true);
    for (const far of ['9999-12-31T23:59:59Z', '0001-01-01T00:00:00Z', '2200-01-01T00:00:00Z']) {
      expect(issueOf(ZDateTime.safeParse(far))).toEqual([DATE_OUT_OF_RANGE_MESSAGE]);
      expect(isInstantInRange(far)).toBe(false);
    }
    expect(issueOf(ZDateTime.safeParse('yesterday'))).toHaveLength(1);
    const shift = '6f1c3a52-4a8e-4c43-9d0c-7b3b1f0c9a11';
    expect(parseOccurrenceId(`${shift}:2026-01-12`)).toEqual({ shiftId: shift, date: '2026-01-12' });
    expect(parseOccurrenceId(`${shift}:9999-12-31`)).toBeNull();
  });
});
