// The areas list is complete and each central list is built from it: every module folder has a manifest in the list,
// every route plugin and every job is declared by exactly one manifest (or by the platform's own job list).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jobDefinitions } from '../platform/jobs/registry';
import { PLATFORM_JOBS } from '../platform/jobs/platform-jobs';
import { areas } from './areas';

const here = path.dirname(fileURLToPath(import.meta.url));
const folders = fs
  .readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the areas list', () => {
  it('has one manifest per module folder, named as its folder, in modules/<area>/<area>.area.ts', () => {
    expect(areas.map((a) => a.name).sort()).toEqual([...folders].sort());
    for (const name of folders) expect(fs.existsSync(path.join(here, name, `${name}.area.ts`)), name).toBe(true);
  });

  it('registers every route file: each exported route plugin of a *.routes.ts is in its area manifest', async () => {
    const declared = new Set(areas.flatMap((a) => a.routes ?? []));
    for (const name of folders) {
      for (const file of fs.readdirSync(path.join(here, name)).filter((f) => f.endsWith('.routes.ts'))) {
        const plugins = Object.values(await import(path.join(here, name, file))).filter((v) => typeof v === 'function');
        expect(plugins.length, file).toBeGreaterThan(0);
        for (const plugin of plugins) expect(declared.has(plugin as never), `${name}/${file}`).toBe(true);
      }
    }
  });

  it('declares every registered job once, in its area manifest or the platform list, and each declared job is registered', () => {
    const declared = [...PLATFORM_JOBS, ...areas.flatMap((a) => a.jobs ?? [])];
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(
      jobDefinitions()
        .map((d) => d.name)
        // Test files register their own 'test.*' jobs in the same registry (the server project shares its modules).
        .filter((name) => !name.startsWith('test.'))
        .sort(),
    );
  });
});
