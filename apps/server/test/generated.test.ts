// The generated lists (scripts/generate.mjs: server areas, schema barrel, the server's copy of the web catalogs, the
// typed i18n keys) match the files on disk: an area added without `npm run generate` fails here, naming the file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const generate = (cwd: string, ...args: string[]) =>
  execFileSync(process.execPath, [path.join(cwd, 'scripts/generate.mjs'), ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

describe('generated lists', () => {
  it('are up to date with the folders they list', () => {
    expect(() => generate(root, '--check')).not.toThrow();
  });

  it('fail the check when an area folder is added without generating, and list it once generated', () => {
    // A copy of what the generator reads, with one more area: the check names the stale file, generating adds the area.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'centinela-generate-'));
    try {
      for (const dir of [
        'scripts',
        'apps/server/src/modules',
        'apps/server/src/db/schema',
        'apps/server/src/platform/i18n',
        'apps/web/src/i18n',
      ]) {
        fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
      }
      const area = path.join(copy, 'apps/server/src/modules/zz-probe');
      fs.mkdirSync(area);
      fs.writeFileSync(path.join(area, 'zz-probe.area.ts'), "export const zzProbeArea = defineArea({ name: 'zz-probe' });\n");
      let message = '';
      try {
        generate(copy, '--check');
      } catch (error) {
        message = String((error as { stderr?: string }).stderr);
      }
      expect(message).toContain('apps/server/src/modules/areas.generated.ts');
      generate(copy);
      const list = fs.readFileSync(path.join(copy, 'apps/server/src/modules/areas.generated.ts'), 'utf8');
      expect(list).toContain("import { zzProbeArea } from './zz-probe/zz-probe.area';");
      expect(() => generate(copy, '--check')).not.toThrow();
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
