// A 3 MB upload while 7 clients write (issue 29: 51.6 s on PGlite, 135 ms alone; budget ≤ 2 s). The embedded
// database works on the server's own event loop, so an upload's stream gets few turns while others write; the
// spool and the store move 4 MB per turn (SPOOL_BUFFER_BYTES). Seven connections write back to back while a
// guard document of 3 MB is uploaded, one after another, SAMPLES times; the figure is the upload's time.
// npm run bench -- --scenario uploads --db pglite --users 1000
import type { TBenchScenario, TCustomResult } from '../support/types';

const SAMPLES = Number(process.env.BENCH_UPLOAD_SAMPLES ?? 10);
const WRITERS = 7;
const SIZE = 3 * 1024 * 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A multipart body: a name and one PDF of SIZE bytes. */
const documentBody = () => {
  const boundary = `----bench${Date.now()}`;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SIZE, 0x20), Buffer.from('\n%%EOF\n')]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

const uploadUnderWriters = async ({ baseUrl, cookie }: { baseUrl: string; cookie: string }, guardId: string) => {
  const headers = { cookie, origin: baseUrl };
  const body = documentBody();
  let stop = false;
  let writes = 0;
  let errors = 0;
  const writer = async () => {
    while (!stop) {
      // A real write each time: the admin's language, back and forth (an UPDATE and its system-log entry).
      const res = await fetch(`${baseUrl}/api/auth/me/language`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ language: writes % 2 ? 'es' : 'en' }),
      });
      await res.arrayBuffer();
      if (res.status >= 300) errors += 1;
      writes += 1;
    }
  };
  const writers = Array.from({ length: WRITERS }, () => writer());
  await new Promise((resolve) => setTimeout(resolve, 500));
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/users/${guardId}/upload-document`, {
      method: 'POST',
      headers: { ...headers, 'content-type': body.contentType },
      body: body.payload,
    });
    await res.arrayBuffer();
    if (res.status !== 201) errors += 1;
    times.push(performance.now() - started);
  }
  stop = true;
  await Promise.all(writers);
  const total = times.reduce((a, b) => a + b, 0) / 1000;
  const result: TCustomResult = {
    requestsPerSecond: Math.round((SAMPLES / total) * 10) / 10,
    p50Ms: Math.round(percentile(times, 50)),
    p99Ms: Math.round(percentile(times, 99)),
    errors,
    note: `${SAMPLES} uploads of 3 MB while ${WRITERS} clients made ${writes} writes`,
  };
  return result;
};

export const uploadsScenario: TBenchScenario = {
  name: 'uploads',
  routes: ({ base }) => [
    {
      name: 'POST /api/users/:id/upload-document (3 MB) under 7 writers',
      path: '',
      custom: (args) => uploadUnderWriters(args, base.guardIds[0]),
      budgetP99Ms: 2000,
    },
  ],
};
