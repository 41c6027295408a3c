// The API reference (/api/docs/json, issue 29: "declares the statuses each route really answers, and every pattern in
// it is valid ECMAScript syntax"). What each route answers is checked against it by the fuzz test (fuzz.test.ts,
// `declaredStatuses`); this checks the document itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app';

let t: TTestApp;
type TOperation = { responses?: Record<string, unknown> };
let doc: { paths: Record<string, Record<string, TOperation>> };

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const patternsOf = (node: unknown, where: string, out: { where: string; pattern: string }[] = []) => {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') out.push({ where, pattern: value });
      else patternsOf(value, `${where}/${key}`, out);
    }
  }
  return out;
};

describe('the API reference', () => {
  it('writes every pattern in ECMAScript syntax (with and without the u flag)', () => {
    const patterns = patternsOf(doc, '');
    expect(patterns.length).toBeGreaterThan(50);
    const invalid = patterns.filter(({ pattern }) => {
      try {
        new RegExp(pattern);
        new RegExp(pattern, 'u');
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
  });

  it('declares a success and the platform’s refusals on every operation', () => {
    const missing: string[] = [];
    let operations = 0;
    // The API's operations (the kiosk's model files beside it are static files, not API calls).
    for (const [path, methods] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/'))) {
      for (const [method, op] of Object.entries(methods)) {
        operations += 1;
        const codes = Object.keys(op.responses ?? {}).map(Number);
        const label = `${method.toUpperCase()} ${path}`;
        if (!codes.some((c) => c >= 200 && c < 300)) missing.push(`${label}: no success`);
        if (!codes.includes(400)) missing.push(`${label}: no 400`);
        if (path.includes('{') && !codes.includes(404)) missing.push(`${label}: no 404`);
        if (method !== 'get' && !codes.includes(415)) missing.push(`${label}: no 415`);
      }
    }
    expect(operations).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});
