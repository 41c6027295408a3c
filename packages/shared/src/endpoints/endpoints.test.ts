// Every endpoint declaration of every domain file (endpoints/<domain>.ts) is consistent with itself: the path's
// parameters are exactly the params schema's keys, the kind and the schemas agree, and no two declarations share a
// method and path. The route-table test (apps/server) checks the other half: each one is registered once.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TEndpoint } from './define';

const dir = fileURLToPath(new URL('./', import.meta.url));
const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'define.ts' && !file.endsWith('.test.ts'));

const isEndpoint = (value: unknown): value is TEndpoint =>
  Boolean(value) && typeof value === 'object' && 'method' in (value as object) && 'path' in (value as object);

const load = async () => {
  const all: { file: string; name: string; endpoint: TEndpoint }[] = [];
  for (const file of files) {
    const module = (await import(`${dir}${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (isEndpoint(value)) all.push({ file, name, endpoint: value });
  }
  return all;
};

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();

const schemaKeys = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []);

/** What is wrong with one declaration ('' when nothing). */
const problemsOf = (endpoint: TEndpoint): string[] => {
  const problems: string[] = [];
  const kind = endpoint.kind ?? 'json';
  if (!endpoint.path.startsWith('/api/')) problems.push('path outside /api');
  // The API's reference (/settings/api-endpoints, /api/docs) shows it.
  if (!endpoint.summary?.trim()) problems.push('no summary');
  if (JSON.stringify(pathParams(endpoint.path)) !== JSON.stringify(schemaKeys(endpoint.params)))
    problems.push(
      `path params ${pathParams(endpoint.path).join(',') || '-'} ≠ params schema ${schemaKeys(endpoint.params).join(',') || '-'}`,
    );
  if (endpoint.params && !(endpoint.params instanceof z.ZodObject)) problems.push('params is not an object schema');
  if (kind === 'json' && !endpoint.response) problems.push('a JSON endpoint without a response schema');
  if (kind !== 'json' && endpoint.response) problems.push(`a '${kind}' endpoint with a response schema`);
  if (endpoint.method === 'GET' && (endpoint.body || endpoint.multipart)) problems.push('a GET with a body');
  if (endpoint.multipart && endpoint.body) problems.push('multipart with a JSON body schema');
  if (kind === 'empty' && endpoint.status && endpoint.status !== 204) problems.push("an 'empty' endpoint whose status is not 204");
  if (!endpoint.tag) problems.push('no tag');
  return problems;
};

describe('endpoint declarations', () => {
  let all: Awaited<ReturnType<typeof load>> = [];
  // Importing every domain's schemas takes a few seconds on a loaded machine.
  beforeAll(async () => {
    all = await load();
  }, 60_000);

  it('has declarations to check', () => {
    expect(all.length).toBeGreaterThan(files.length);
  });

  it('keeps each declaration consistent with itself (path params, kind, schemas)', () => {
    const problems = all.flatMap(({ file, name, endpoint }) => problemsOf(endpoint).map((p) => `${file} ${name}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('declares each method and path once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { file, name, endpoint } of all) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const previous = seen.get(key);
      if (previous) twice.push(`${key}: ${previous} and ${file} ${name}`);
      else seen.set(key, `${file} ${name}`);
    }
    expect(twice).toEqual([]);
  });

  it('finds a mismatch between a path and its params schema', () => {
    const broken: TEndpoint = {
      method: 'DELETE',
      path: '/api/things/:id/parts/:partId',
      tag: 'things',
      access: 'signed-in',
      summary: 'Deletes a part of a thing',
      params: z.object({ id: z.uuid() }),
      kind: 'empty',
    };
    expect(problemsOf(broken)).toEqual(['path params id,partId ≠ params schema id']);
    expect(problemsOf({ ...broken, params: z.object({ id: z.uuid(), partId: z.uuid() }) })).toEqual([]);
    expect(problemsOf({ ...broken, params: z.object({ id: z.uuid(), partId: z.uuid() }), summary: ' ' })).toEqual(['no summary']);
  });
});
