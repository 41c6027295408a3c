// Camera frames for attendance tests: the shipped sample faces (test/fixtures/faces) as new captures.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const faceFixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, 'fixtures/faces', name));

/**
 * The same picture as a new capture: a JPEG comment segment (which decoders skip) makes its bytes unique, as a camera's
 * noise does — the server refuses frames it has seen before (FRAMES_REUSED).
 */
export const capture = (jpeg: Buffer) => {
  const text = Buffer.from(`capture ${crypto.randomUUID()}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
};
