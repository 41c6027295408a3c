// Records the face measurements of a printed photo moved in front of a camera (shifted, scaled, tilted, darker: ffmpeg
// over the shipped sample faces), the sequences face-liveness.test.ts must refuse. Writes
// packages/shared/src/rules/face-liveness.recorded.json. Run: cd apps/server && npx tsx ../../bench/face/record-still.mts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeJpeg, humanPackageDir } from '../../apps/server/src/modules/face-recognition/face-engine';

const dir = mkdtempSync(path.join(tmpdir(), 'face-still-'));
const sources = {
  portrait: path.join(humanPackageDir(), 'assets', 'screenshot-faceid.jpg'),
  group: path.join(path.dirname(humanPackageDir()), 'face-api', 'demo', 'sample2.jpg'),
};
// A hand holding a print: it drifts, comes closer, tilts, and the light changes.
const moves = [
  'scale=640:-2',
  'crop=iw*0.95:ih*0.95:iw*0.02:ih*0.02,scale=640:-2',
  'crop=iw*0.9:ih*0.9:iw*0.05:ih*0.04,scale=640:-2',
  'rotate=0.08:fillcolor=black,scale=640:-2',
  'rotate=-0.1:fillcolor=black,eq=brightness=-0.08,scale=640:-2',
  'crop=iw*0.85:ih*0.85:iw*0.1:ih*0.05,eq=brightness=0.06,scale=640:-2',
  'scale=640:-2,hflip',
];
const recorded: Record<string, { t: number; yaw: number; eyeOpenness: number }[]> = {};
for (const [name, file] of Object.entries(sources)) {
  const samples = [];
  for (const [i, vf] of moves.entries()) {
    const out = path.join(dir, `${name}-${i}.jpg`);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', file, '-vf', vf, '-q:v', '4', out]);
    const [face] = await analyzeJpeg(readFileSync(out));
    if (face) samples.push({ t: i * 400, yaw: Number(face.yaw.toFixed(4)), eyeOpenness: Number(face.eyeOpenness.toFixed(4)) });
  }
  recorded[`still-${name}`] = samples;
}
const target = path.resolve(import.meta.dirname, '../../packages/shared/src/rules/face-liveness.recorded.json');
writeFileSync(target, `${JSON.stringify(recorded, null, 1)}\n`);
console.log(recorded);
