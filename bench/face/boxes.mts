import { readFileSync } from 'node:fs';
import { analyzeJpeg } from '/work/wt/i13/apps/server/src/modules/face-recognition/face-engine';
for (const f of process.argv.slice(2)) {
  const faces = await analyzeJpeg(readFileSync(f), { maxFaces: 30 });
  console.log(f.split('/').pop(), faces.map((x) => `${x.box.map(Math.round).join(',')} d${x.descriptor.length}`).join(' | '));
}
