// CPU-heavy work off the event loop (issue 28 "off the event loop in a worker thread where they are CPU-heavy"): face
// analysis (TensorFlow.js on WebAssembly, ~0.2–1 s a photo) and PDF rendering run in worker threads, so a kiosk punch or
// a pay stub never holds up the requests the same process serves. Areas register their tasks by name where the work
// lives (registerCpuTask: face-engine.ts, pdf.ts); `src/cpu-worker.ts` imports those modules and serves them in each
// worker; runCpuTask(name, input) hands a task to the pool and answers its result. Inputs and results cross by
// structured clone (plain data, Buffers as Uint8Array). CPU_WORKERS=0 runs tasks on the calling thread.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, threadId, Worker } from 'node:worker_threads';

type TTask = (input: never) => Promise<unknown> | unknown;
const tasks = new Map<string, TTask>();

/** Declares a task (a pure function of plain data) that runCpuTask may run in a worker thread. */
export const registerCpuTask = <TIn, TOut>(name: string, run: (input: TIn) => Promise<TOut> | TOut) => {
  if (tasks.has(name)) throw new Error(`CPU task "${name}" is registered twice`);
  tasks.set(name, run as TTask);
  return (input: TIn) => runCpuTask<TOut>(name, input);
};

/** Which thread ran it: lets a test (and a person) see the pool at work. */
registerCpuTask('cpu.thread-id', () => threadId);

type TRequest = { id: number; name: string; input: unknown };
type TResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; stack?: string };
type TPending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The worker script: the bundle's cpu-worker.js beside main.js, or the TypeScript source run through tsx. */
const workerScript = () => {
  const built = new URL('./cpu-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(built))) return { url: built, execArgv: [] };
  return { url: new URL('../../cpu-worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] };
};

class CpuPool {
  private workers: { worker: Worker; busy: number }[] = [];
  private pending = new Map<number, TPending & { worker: Worker }>();
  private nextId = 1;
  constructor(private readonly size: number) {}

  run(name: string, input: unknown): Promise<unknown> {
    const slot = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker: slot.worker });
      slot.busy++;
      slot.worker.ref();
      slot.worker.postMessage({ id, name, input } satisfies TRequest);
    });
  }

  /** The least busy worker, started when there are fewer than `size`. */
  private pick() {
    const idle = this.workers.find((w) => w.busy === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
  }

  private start() {
    const { url, execArgv } = workerScript();
    const worker = new Worker(url, { execArgv });
    const slot = { worker, busy: 0 };
    worker.unref();
    worker.on('message', (message: TResponse) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (--slot.busy === 0) worker.unref();
      if (message.ok) pending.resolve(message.value);
      else pending.reject(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    // A worker that dies fails what it was running; the next task starts a new one.
    const fail = (error: Error) => {
      this.workers = this.workers.filter((w) => w !== slot);
      for (const [id, pending] of this.pending) {
        if (pending.worker !== worker) continue;
        this.pending.delete(id);
        pending.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`CPU worker stopped (exit code ${code})`)));
    this.workers.push(slot);
    return slot;
  }

  async close() {
    const all = this.workers;
    this.workers = [];
    await Promise.all(all.map((w) => w.worker.terminate()));
  }
}

let pool: CpuPool | null = null;
let poolSize = 1;

/** The number of worker threads (CPU_WORKERS; 0: run tasks on the calling thread). Set by buildApp. */
export const configureCpuPool = async (size: number) => {
  if (size === poolSize) return;
  await pool?.close();
  pool = null;
  poolSize = size;
};

export const closeCpuPool = async () => {
  await pool?.close();
  pool = null;
};

/** Runs a registered task in a worker thread (or here: in a worker itself, or with CPU_WORKERS=0). */
export const runCpuTask = async <TOut>(name: string, input: unknown): Promise<TOut> => {
  const task = tasks.get(name);
  if (!task) throw new Error(`CPU task "${name}" is not registered`);
  if (!isMainThread || poolSize === 0) return (await task(input as never)) as TOut;
  pool ??= new CpuPool(poolSize);
  return (await pool.run(name, input)) as TOut;
};

/** In a worker thread (src/cpu-worker.ts, after importing the task modules): answers the pool's requests. */
export const serveCpuTasks = () => {
  if (!parentPort) throw new Error('serveCpuTasks runs in a worker thread');
  const port = parentPort;
  port.on('message', async ({ id, name, input }: TRequest) => {
    try {
      const task = tasks.get(name);
      if (!task) throw new Error(`CPU task "${name}" is not registered in the worker`);
      port.postMessage({ id, ok: true, value: await task(input as never) } satisfies TResponse);
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id, ok: false, message: e.message, stack: e.stack } satisfies TResponse);
    }
  });
};
