// The CPU pool (platform/cpu/pool.ts): tasks run in a worker thread, not the caller's; results (a PDF's bytes, a face
// analysis) come back the same as on the calling thread; a task's error reaches the caller with its message; a pool
// whose worker stopped starts another for the next task.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeJpeg } from '../../modules/face-recognition/face-engine';
import { pdf, renderPdf } from '../documents/pdf';
import { closeCpuPool, configureCpuPool, runCpuTask } from './pool';

const faces = path.resolve(import.meta.dirname, '../../../test/fixtures/faces');

beforeAll(() => configureCpuPool(1));
afterAll(() => closeCpuPool());

describe('the CPU pool', () => {
  it('runs a task in a worker thread, the same one for the next task', async () => {
    const first = await runCpuTask<number>('cpu.thread-id', {});
    expect(first).not.toBe(threadId);
    expect(await runCpuTask<number>('cpu.thread-id', {})).toBe(first);
  });

  it('analyses a face photo in the worker: one face with its descriptor, three in a group photo', async () => {
    const one = await analyzeJpeg(readFileSync(path.join(faces, 'person-a-photo.jpg')));
    expect(one).toHaveLength(1);
    expect(one[0].descriptor).toHaveLength(1024);
    expect(await analyzeJpeg(readFileSync(path.join(faces, 'three-people.jpg')))).toHaveLength(3);
  });

  it('renders a PDF in the worker: the bytes are a PDF with the blocks', async () => {
    const bytes = await renderPdf({ title: 'Quote Q-1', companyName: 'Acme', language: 'en', timeZone: 'America/New_York' }, [
      pdf.heading('Special service'),
      pdf.table([{ label: 'Item' }, { label: 'Amount', align: 'right' }], [['Guard hours', '$1,234.00']]),
    ]);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1_000);
  });

  it("gives the caller a task's error, and an unknown task's", async () => {
    await expect(analyzeJpeg(new Uint8Array([1, 2, 3]))).rejects.toThrow(/SOI|JPEG|marker/i);
    await expect(runCpuTask('cpu.no-such-task', {})).rejects.toThrow('CPU task "cpu.no-such-task" is not registered');
  });

  it('starts a new worker when the last one stopped', async () => {
    const before = await runCpuTask<number>('cpu.thread-id', {});
    await closeCpuPool();
    const after = await runCpuTask<number>('cpu.thread-id', {});
    expect(after).not.toBe(threadId);
    expect(after).not.toBe(before);
  });

  it('runs on the calling thread with CPU_WORKERS=0', async () => {
    await configureCpuPool(0);
    expect(await runCpuTask<number>('cpu.thread-id', {})).toBe(threadId);
    await configureCpuPool(1);
  });
});
