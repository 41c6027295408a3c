// The areas list is complete and each central list is built from it: every module folder has a manifest in the list,
// every route plugin and every job is declared by exactly one manifest (or by the platform's own job list); every
// event is in the shared catalog under its area's name, every subscriber listens to a declared event and each
// *.subscribers.ts is in its manifest; services do not notify directly (they emit: decision 0029).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS } from '@centinela/shared/events/index';
import { EVENT_TYPE_PATTERN } from '@centinela/shared/events/define';
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

  it('types every queued job: a job runs on a schedule without data, or declares the schema of its data', () => {
    // Scheduled by app.ts itself (on PGlite only), not by a cron of its own.
    const scheduledByApp = ['db.vacuum'];
    for (const d of jobDefinitions().filter((j) => !j.name.startsWith('test.'))) {
      const scheduled = Boolean(d.options.cron) || scheduledByApp.includes(d.name);
      expect(scheduled !== Boolean(d.options.schema), d.name).toBe(true);
    }
  });

  it('names every domain event <area>.<what>, after an area, once; every subscriber listens to a cataloged event', () => {
    const types = DOMAIN_EVENTS.map((e) => e.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) {
      expect(type, type).toMatch(EVENT_TYPE_PATTERN);
      expect(folders, type).toContain(type.split('.')[0]);
    }
    const subscribers = areas.flatMap((a) => a.subscribers ?? []);
    for (const s of subscribers) expect(DOMAIN_EVENTS as readonly unknown[], s.name).toContain(s.event);
    const names = subscribers.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("declares each area's *.subscribers.ts in its manifest, and only subscribers (and notifications itself) call notify()", async () => {
    for (const area of areas) {
      const file = path.join(here, area.name, `${area.name}.subscribers.ts`);
      if (!fs.existsSync(file)) continue;
      const exported = Object.values(await import(file))
        .filter(Array.isArray)
        .flat();
      expect(exported.length, file).toBeGreaterThan(0);
      for (const s of exported) expect(area.subscribers ?? [], `${area.name}: ${(s as { name: string }).name}`).toContain(s);
    }
    const callers: string[] = [];
    for (const name of folders) {
      for (const file of fs.readdirSync(path.join(here, name)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        if (name === 'notifications' || file.endsWith('.subscribers.ts')) continue;
        if (/\bnotify\(/.test(fs.readFileSync(path.join(here, name, file), 'utf8').replace(/\/\/.*$/gm, '')))
          callers.push(`${name}/${file}`);
      }
    }
    expect(callers).toEqual([]);
  });
});
