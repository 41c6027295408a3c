// The server's part of a kiosk verification, warm: the three challenge frames analysed (faces, yaw, eyes, descriptors)
// and matched against the guard's enrolled descriptor — what POST /api/attendance/punches adds to the network time.
// Run: cd apps/server && npx tsx ../../bench/face/verify.mts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeJpeg, similarityOf } from '../../apps/server/src/modules/face-recognition/face-engine';

const faces = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/faces');
const enrolled = (await analyzeJpeg(readFileSync(path.join(faces, 'person-a-photo.jpg'))))[0].descriptor;
const frame = readFileSync(path.join(faces, 'person-a-frame.jpg'));
const photoTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  await analyzeJpeg(readFileSync(path.join(faces, 'person-a-photo.jpg')));
  photoTimes.push(performance.now() - t0);
}
const times: number[] = [];
let score = 0;
for (let run = 0; run < 5; run++) {
  const t0 = performance.now();
  for (let f = 0; f < 3; f++) {
    const [face] = await analyzeJpeg(frame);
    score = await similarityOf(enrolled, face.descriptor);
  }
  times.push(performance.now() - t0);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `descriptor per photo (320×320, warm): median ${median(photoTimes).toFixed(0)} ms, max ${Math.max(...photoTimes).toFixed(0)} ms`,
);
console.log(
  `verification, 3 frames (400×350) + match: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; score ${score.toFixed(3)}`,
);
