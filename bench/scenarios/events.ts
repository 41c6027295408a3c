// Live updates: 200 open event streams (GET /api/events); one write at a time must reach all of them.
// Latency of one sample = from the write request's start to the event's arrival on one stream.
import { openSseStream } from '../../apps/server/test/sse-client';
import type { TBenchScenario, TCustomResult } from '../support/types';

const STREAMS = 200;
const WRITES = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const fanOut = async ({ baseUrl, cookie }: { baseUrl: string; cookie: string }): Promise<TCustomResult> => {
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const options = (await (await fetch(`${baseUrl}/api/posts/form-options`, { headers })).json()) as {
    customerCompanies: { value: string }[];
  };
  const created = await fetch(`${baseUrl}/api/posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ customerCompanyId: options.customerCompanies[0].value, name: 'Bench live gate' }),
  });
  const post = (await created.json()) as { id: string };

  const streams = await Promise.all(Array.from({ length: STREAMS }, () => openSseStream(`${baseUrl}/api/events`, { cookie })));
  let errors = streams.filter((s) => s.status !== 200).length;
  /** Per stream: arrival times of 'change' events about the bench post, in order. */
  const arrivalsOf = (s: (typeof streams)[number]) =>
    s.messages.filter((m) => m.event === 'change' && m.data.entityId === post.id).map((m) => m.receivedAt);

  const samples: number[] = [];
  const started = performance.now();
  for (let w = 0; w < WRITES; w++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/posts/${post.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ customerCompanyId: options.customerCompanies[0].value, name: `Bench live gate ${w}` }),
    });
    if (!res.ok) errors++;
    const deadline = t0 + 5_000;
    while (performance.now() < deadline && streams.some((s) => arrivalsOf(s).length <= w)) await new Promise((r) => setTimeout(r, 2));
    for (const a of streams.map(arrivalsOf)) {
      if (a.length > w) samples.push(a[w] - t0);
      else errors++;
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  for (const s of streams) s.close();
  await fetch(`${baseUrl}/api/posts/${post.id}`, { method: 'DELETE', headers });
  samples.sort((x, y) => x - y);
  return {
    requestsPerSecond: (samples.length / elapsed) | 0,
    p50Ms: Math.round(percentile(samples, 50)),
    p99Ms: Math.round(percentile(samples, 99)),
    errors,
    note: `${STREAMS} streams x ${WRITES} writes = ${samples.length} deliveries`,
  };
};

export const eventsScenario: TBenchScenario = {
  name: 'events',
  routes: () => [
    { name: `GET /api/events: ${STREAMS} streams, 1 write fans out to all`, path: '/api/events', custom: fanOut, budgetP99Ms: 500 },
  ],
};
