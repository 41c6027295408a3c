// The app's routes as its areas declare them (features/<area>/area.ts and the shell's): the walks over "every built
// page" (responsive, accessibility) read them here, so a page built later is walked too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

/** The areas' manifests, where every route of the app is declared. */
const manifestFiles = (): string[] => [
  path.join(WEB_SRC, 'app/shell.area.ts'),
  ...fs
    .readdirSync(path.join(WEB_SRC, 'features'))
    .map((area) => path.join(WEB_SRC, 'features', area, 'area.ts'))
    .filter((file) => fs.existsSync(file)),
];

/** Paths of the signed-in routes whose page is built (a page name, not null), without parameters. */
export const builtRoutes = (): string[] =>
  manifestFiles().flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split(/\{\s*(?=path:)/)
      .slice(1)
      .filter((entry) => /page:\s*'/.test(entry) && !/isPublic:\s*true/.test(entry))
      .map((entry) => /path:\s*'([^']+)'/.exec(entry)?.[1] ?? '')
      .filter((p) => p !== '' && !p.includes(':')),
  );
