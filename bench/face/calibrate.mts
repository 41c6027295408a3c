// Calibrates the 1:1 threshold on the faces the model packages ship: every face found is one person;
// "same person" pairs are a face and its altered copies (mirrored, rescaled, brighter, recompressed: ffmpeg), "different"
// pairs are two faces of the set. Prints the ranges and the bench figure (descriptor time per photo).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeJpeg, humanPackageDir, similarityOf } from '../../apps/server/src/modules/face-recognition/face-engine';

const assets = path.join(humanPackageDir(), 'assets');
const dir = mkdtempSync(path.join(tmpdir(), 'face-cal-'));
// @vladmandic/face-api's demo photos (six group pictures, 22 faces) and Human's single portraits.
const faceApiDemo = path.join(path.dirname(humanPackageDir()), 'face-api', 'demo');
const sources = [1, 2, 3, 4, 5, 6].map((n) => path.join(faceApiDemo, `sample${n}.jpg`));
sources.push(path.join(assets, 'screenshot-faceid.jpg'));
type TFace = { id: string; descriptor: number[] };
const people: TFace[] = [];
const times: number[] = [];
const photoTimes: number[] = [];
for (const src of sources) {
  const file = src;
  const t0 = performance.now();
  const faces = await analyzeJpeg(readFileSync(file), { maxFaces: 30 });
  times.push(performance.now() - t0);
  faces.forEach((f, i) => {
    if (f.descriptor.length) people.push({ id: `${src}#${i}`, descriptor: f.descriptor, box: f.box } as TFace);
  });
}
console.log('faces', people.length);
const same: number[] = [];
const sameLow: [number, string][] = [];
const variants = ['hflip', 'scale=iw*0.6:-2', 'eq=brightness=0.12:contrast=1.2', 'scale=iw*1.3:-2,eq=gamma=0.8'];
for (const person of people) {
  const [src, idx] = person.id.split('#');
  const box = (person as unknown as { box: number[] }).box;
  const pad = Math.round(box[2] * 0.6);
  const crop = `crop=${box[2] + 2 * pad}:${box[3] + 2 * pad}:${Math.max(0, box[0] - pad)}:${Math.max(0, box[1] - pad)}`;
  for (const [n, v] of variants.entries()) {
    const out = path.join(dir, `${path.basename(src)}-${idx}-${n}.jpg`);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', src, '-vf', `${crop},${v}`, '-q:v', '6', out]);
    const t0 = performance.now();
    const faces = await analyzeJpeg(readFileSync(out));
    photoTimes.push(performance.now() - t0);
    const best = faces.filter((f) => f.descriptor.length);
    if (best.length)
      sameLow.push([
        Math.max(...(await Promise.all(best.map((f) => similarityOf(person.descriptor, f.descriptor))))),
        `${path.basename(person.id)} ${v}`,
      ]);
    if (best.length) same.push(Math.max(...(await Promise.all(best.map((f) => similarityOf(person.descriptor, f.descriptor))))));
  }
}
const different: number[] = [];
const pairs: [number, string][] = [];
for (let i = 0; i < people.length; i++)
  for (let j = i + 1; j < people.length; j++) {
    const sim = await similarityOf(people[i].descriptor, people[j].descriptor);
    different.push(sim);
    pairs.push([sim, `${path.basename(people[i].id)} ~ ${path.basename(people[j].id)}`]);
  }
console.log(
  'closest different pairs',
  pairs
    .sort((a, b) => b[0] - a[0])
    .slice(0, 5)
    .map(([s, n]) => `${s.toFixed(3)} ${n}`),
);
console.log(
  'lowest same pairs',
  sameLow
    .sort((a, b) => a[0] - b[0])
    .slice(0, 5)
    .map(([s, n]) => `${s.toFixed(3)} ${n}`),
);
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
console.log(
  `same person: n=${same.length} min=${Math.min(...same).toFixed(3)} p5=${q(same, 0.05).toFixed(3)} median=${q(same, 0.5).toFixed(3)}`,
);
if (different.length)
  console.log(
    `different: n=${different.length} max=${Math.max(...different).toFixed(3)} p99=${q(different, 0.99).toFixed(3)} median=${q(different, 0.5).toFixed(3)}`,
  );
const warm = photoTimes;
console.log(
  `descriptor time per photo (warm): mean=${(warm.reduce((a, b) => a + b, 0) / warm.length).toFixed(0)} ms max=${Math.max(...warm).toFixed(0)} ms; first (model load)=${times[0].toFixed(0)} ms`,
);
