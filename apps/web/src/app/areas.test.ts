// The areas list is complete and its manifests are consistent: every features/<area>/area.ts is listed, paths are
// unique, every page names a file that exports it, every system-log entity type has its live-update prefixes, the
// sidebar and hub places are unique, and a manifest imports metadata only (no pages).
import { SYSTEM_LOG_ENTITY_TYPES } from '@centinela/shared';
import { describe, expect, it } from 'vitest';
import { isPublicRoute, REPORTS_HUB_GROUPS, SETTINGS_HUB_GROUPS, type TWebArea } from './area';
import { AREAS } from './areas';
import { pageFileOf } from './route-table';
import { APP_ROUTES, PUBLIC_ROUTES, SETTINGS_ROUTES, SIDEBAR_ROUTES } from './routes';

const MANIFESTS = import.meta.glob<Record<string, TWebArea>>('../features/*/area.ts', { eager: true });
const MANIFEST_SOURCES = import.meta.glob<string>(['../features/*/area.ts', './shell.area.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const PAGE_SOURCES = import.meta.glob<string>(['../features/*/pages/*Page.tsx', './pages/*Page.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const LOCALES = import.meta.glob('../i18n/locales/*/*.json');

const duplicates = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the areas (app/areas.ts)', () => {
  it('reads every features/<area>/area.ts, each exporting one manifest named after its folder', () => {
    const declared = Object.entries(MANIFESTS).map(([file, module]) => {
      const manifests = Object.values(module);
      expect(manifests, `${file} exports one manifest`).toHaveLength(1);
      const area = manifests[0] as TWebArea;
      expect(file).toBe(`../features/${area.name}/area.ts`);
      return area;
    });
    expect(declared.length).toBeGreaterThan(20);
    expect(AREAS.map((area) => area.name)).toEqual(['shell', ...declared.map((area) => area.name)]);
    expect(duplicates(AREAS.map((area) => area.name))).toEqual([]);
  });

  it('gives every route a path of its own', () => {
    const paths = [...APP_ROUTES, ...PUBLIC_ROUTES].map((route) => route.path);
    expect(paths.length).toBe(AREAS.flatMap((area) => area.routes ?? []).length);
    expect(duplicates(paths)).toEqual([]);
  });

  it("names each route's page by a file of its area's pages/ that exports it", () => {
    for (const route of [...APP_ROUTES, ...PUBLIC_ROUTES]) {
      if (route.page === null) continue;
      const source = PAGE_SOURCES[pageFileOf(route.area, route.page)];
      expect(source, `${route.path}: ${pageFileOf(route.area, route.page)}`).toBeDefined();
      expect(source).toMatch(new RegExp(`export const ${route.page}\\b`));
    }
  });

  it('declares the live-update prefixes of every system-log entity type in exactly one area', () => {
    const declared = AREAS.flatMap((area) => Object.keys(area.liveQueryPrefixes ?? {}));
    expect(duplicates(declared)).toEqual([]);
    expect([...declared].sort()).toEqual([...SYSTEM_LOG_ENTITY_TYPES].sort());
  });

  it('places each sidebar link and hub card once, main links with an icon', () => {
    expect(duplicates(SIDEBAR_ROUTES.map((route) => route.sidebar?.order))).toEqual([]);
    for (const route of SIDEBAR_ROUTES) expect(route.sidebar?.icon, route.path).toBeDefined();
    expect(SETTINGS_ROUTES.every((route) => route.sidebar !== undefined)).toBe(true);
    expect(duplicates(SETTINGS_ROUTES.map((route) => route.sidebar?.order))).toEqual([]);
    for (const group of SETTINGS_HUB_GROUPS) {
      const cards = APP_ROUTES.filter((route) => route.settingsHub?.group === group);
      expect(cards.length, group).toBeGreaterThan(0);
      expect(cards.every((route) => route.path.startsWith('/settings/'))).toBe(true);
      expect(duplicates(cards.map((route) => route.settingsHub?.order))).toEqual([]);
    }
    for (const group of REPORTS_HUB_GROUPS) {
      const cards = APP_ROUTES.filter((route) => route.reportsHub?.group === group);
      expect(cards.length, group).toBeGreaterThan(0);
      expect(duplicates(cards.map((route) => route.reportsHub?.order))).toEqual([]);
    }
  });

  it("names each area's i18n namespace by a catalog of both languages", () => {
    for (const area of AREAS) {
      if (!area.namespace) continue;
      for (const language of ['es', 'en'])
        expect(LOCALES, area.name).toHaveProperty([`../i18n/locales/${language}/${area.namespace}.json`]);
    }
  });

  it('keeps manifests metadata: they import icons and the area type only, never pages', () => {
    for (const [file, source] of Object.entries(MANIFEST_SOURCES)) {
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const from of imports) expect(['lucide-react', '@/app/area', './area'], `${file} imports ${from}`).toContain(from);
    }
  });

  it('keeps the public routes out of the signed-in layout', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path).sort()).toEqual(['/attendance/:deviceId', '/face-recognition/:token']);
    expect(APP_ROUTES.some((route) => isPublicRoute(route))).toBe(false);
  });
});
