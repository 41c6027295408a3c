// The test processes run on the project's own Node LTS (decision 0024), not on the machine's Node 20.
import { describe, expect, it } from 'vitest';

describe('Node runtime', () => {
  it('is 22.12 or newer: the project’s own Node from node_modules on Linux', () => {
    const [major, minor] = process.versions.node.split('.').map(Number);
    console.log(`vitest worker: Node ${process.version} (${process.execPath})`);
    expect(major > 22 || (major === 22 && minor >= 12)).toBe(true);
    if (process.platform === 'linux' && (process.arch === 'x64' || process.arch === 'arm64')) {
      expect(process.execPath).toContain(`node_modules/node-linux-${process.arch}/bin/node`);
    }
  });
});
