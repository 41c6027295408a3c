// A fake camera for Chromium (--use-file-for-fake-video-capture): a still JPEG written as a y4m video (YUV 4:2:0,
// 640×480, letterboxed, nearest-neighbour scaling) with jpeg-js — no ffmpeg needed on the machine. Like a real sensor,
// no two frames are bit-identical: each carries its index in a 32×2 stamp in the top-left corner, so the attendance
// check that refuses a replayed frame set (issue 29) sees new frames on every punch. 200 frames at 10 fps loop every
// 20 s.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';

const W = 640;
const H = 480;

export const stillVideo = (photo: string, out: string, frames = 200, seed = 0) => {
  if (seed === 0 && existsSync(out)) return out;
  const image = jpeg.decode(readFileSync(photo), { useTArray: true, formatAsRGBA: true });
  const scale = Math.min(W / image.width, H / image.height);
  const w = Math.floor(image.width * scale);
  const h = Math.floor(image.height * scale);
  const x0 = Math.floor((W - w) / 2);
  const y0 = Math.floor((H - h) / 2);
  const rgb = (x: number, y: number): [number, number, number] => {
    if (x < x0 || y < y0 || x >= x0 + w || y >= y0 + h) return [0, 0, 0];
    const sx = Math.min(image.width - 1, Math.floor((x - x0) / scale));
    const sy = Math.min(image.height - 1, Math.floor((y - y0) / scale));
    const i = (sy * image.width + sx) * 4;
    return [image.data[i], image.data[i + 1], image.data[i + 2]];
  };
  const Y = Buffer.alloc(W * H);
  const U = Buffer.alloc((W / 2) * (H / 2));
  const V = Buffer.alloc((W / 2) * (H / 2));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const [r, g, b] = rgb(x, y);
      Y[y * W + x] = Math.max(0, Math.min(255, Math.round(0.299 * r + 0.587 * g + 0.114 * b)));
      if (x % 2 === 0 && y % 2 === 0) {
        const j = (y / 2) * (W / 2) + x / 2;
        U[j] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        V[j] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  const stamped = (index: number) => {
    const y = Buffer.from(Y);
    const n = index + seed * frames;
    for (let row = 0; row < 2; row++) for (let bit = 0; bit < 32; bit++) y[row * W + bit] = (n >> bit) & 1 ? 235 : 16;
    for (let k = 0; k < 32; k++) y[2 * W + k] = (n * 37 + k * 11) % 256;
    return Buffer.concat([Buffer.from('FRAME\n'), y, U, V]);
  };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, (_, i) => stamped(i))]),
  );
  return out;
};

/**
 * Writes a camera's file again with frames no opening has shown yet (a new seed), atomically (another worker's browser
 * may open it meanwhile). Chromium reads the file from its first frame each time a page opens the camera, so two
 * punches of one guard would otherwise send the same frames, which attendance refuses as a replay (issue 29).
 */
export const restampCamera = (name: string) => {
  const out = path.resolve('test-results', 'fake-camera', `${name}-200.y4m`);
  const seed = 1 + Math.floor(Math.random() * 1_000_000);
  const temp = `${out}.${process.pid}.${seed}.tmp`;
  stillVideo(path.resolve('apps/server/test/fixtures/faces', `${name}.jpg`), temp, 30, seed);
  renameSync(temp, out);
};

/** The y4m of one of the shipped sample faces (apps/server/test/fixtures/faces/<name>.jpg), made once. */
export const fakeCamera = (name: string) =>
  stillVideo(
    path.resolve('apps/server/test/fixtures/faces', `${name}.jpg`),
    path.resolve('test-results', 'fake-camera', `${name}-200.y4m`),
  );
