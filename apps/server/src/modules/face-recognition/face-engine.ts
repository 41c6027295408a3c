// The server's face engine: @vladmandic/human on TensorFlow.js' WebAssembly backend, models and .wasm files read from
// the installed npm packages (no download at run time, no native code). One engine per CPU worker thread, loaded on
// first use (platform/cpu/pool.ts): the request threads never load it.
// `analyzeJpeg` answers every face of a JPEG with its 1024-number descriptor, head yaw and eye openness.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eyeOpennessOf } from '@centinela/shared/rules/face-liveness';
import { registerCpuTask } from '../../platform/cpu/pool';

const require = createRequire(import.meta.url);

/** The descriptor model: stored with every descriptor, so a model change makes old descriptors stale. */
export const FACE_MODEL_VERSION = 'human-3.3.6/faceres';

/** The folder of an installed package (its package.json is not always in its `exports`). */
const packageDir = (name: string) => {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`Package ${name} not found`);
    dir = up;
  }
  return dir;
};

export const humanPackageDir = () => packageDir('@vladmandic/human');
export const faceModelsDir = () => path.join(humanPackageDir(), 'models');
export const tfWasmDir = () => path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');

/** The models a verification needs (the browser loads the same set from /face-models/). */
export const FACE_MODELS = ['blazeface', 'facemesh', 'iris', 'faceres', 'antispoof', 'liveness'] as const;

export type TFaceAnalysis = {
  /** 1024 numbers (faceres), or empty when the face was too small or unclear to describe. */
  descriptor: number[];
  /** Detector confidence 0…1. */
  score: number;
  box: [number, number, number, number];
  /** Head turn in radians (negative: the person's right), from the face mesh. */
  yaw: number;
  /** Eye openness 0 (closed) … 1 (wide open), mean of both eyes, from the mesh (iris model). */
  eyeOpenness: number;
  /** The models' own passive scores: kept as extra signals only (they did not tell a print from a face here). */
  real: number;
  live: number;
};

type THuman = {
  tf: {
    io: { registerLoadRouter: (fn: (url: string | string[]) => unknown) => void };
    tensor3d: (values: Uint8Array, shape: [number, number, number], dtype: 'int32') => unknown;
    expandDims: (t: unknown, axis: number) => unknown;
    dispose: (t: unknown) => void;
  };
  load: () => Promise<void>;
  detect: (input: unknown, config?: object) => Promise<{ face: THumanFace[]; error?: string | null }>;
  match: { similarity: (a: number[], b: number[], options?: { order?: number; multiplier?: number }) => number };
};
type THumanFace = {
  score: number;
  boxScore: number;
  box: [number, number, number, number];
  embedding?: number[];
  real?: number;
  live?: number;
  mesh: [number, number, number][];
  rotation?: { angle: { yaw: number; pitch: number; roll: number } };
};

const diskLoader = (url: string) => ({
  load: async () => {
    const file = url.replace(/^file:\/\//, '');
    const model = JSON.parse(await readFile(file, 'utf8'));
    const weightSpecs = model.weightsManifest.flatMap((g: { weights: unknown[] }) => g.weights);
    const buffers = await Promise.all(
      model.weightsManifest.flatMap((g: { paths: string[] }) => g.paths.map((p) => readFile(path.join(path.dirname(file), p)))),
    );
    const all = Buffer.concat(buffers);
    const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
    return {
      modelTopology: model.modelTopology,
      format: model.format,
      generatedBy: model.generatedBy,
      convertedBy: model.convertedBy,
      signature: model.signature,
      userDefinedMetadata: model.userDefinedMetadata,
      modelInitializer: model.modelInitializer,
      weightSpecs,
      weightData,
    };
  },
});

let engine: Promise<THuman> | null = null;

const createEngine = async (): Promise<THuman> => {
  const { Human } = require(path.join(humanPackageDir(), 'dist', 'human.node-wasm.js')) as { Human: new (config: object) => THuman };
  const models = faceModelsDir();
  const human = new Human({
    backend: 'wasm',
    wasmPath: `${tfWasmDir()}/`,
    modelBasePath: `file://${models}/`,
    debug: false,
    async: false,
    warmup: 'none',
    // Every frame is judged on its own: no result is reused from a previous (similar) frame.
    cacheSensitivity: 0,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 3, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: true },
      emotion: { enabled: false },
      description: { enabled: true },
      antispoof: { enabled: true },
      liveness: { enabled: true },
    },
  });
  human.tf.io.registerLoadRouter((url) => {
    const u = Array.isArray(url) ? url[0] : url;
    return typeof u === 'string' && u.startsWith('file://') ? diskLoader(u) : null;
  });
  await human.load();
  return human;
};

/** The engine, loaded once (models ≈ 13 MB read from node_modules). */
export const faceEngine = () => {
  engine ??= createEngine().catch((error) => {
    engine = null;
    throw error;
  });
  return engine;
};

/** Every face of a JPEG, on this thread (the CPU worker's task; everything else calls analyzeJpeg). */
const analyzeJpegHere = async (jpeg: Uint8Array, options: { maxFaces?: number } = {}): Promise<TFaceAnalysis[]> => {
  const human = await faceEngine();
  const { decode } = (await import('jpeg-js')).default;
  const image = decode(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), {
    useTArray: true,
    formatAsRGBA: false,
    maxMemoryUsageInMB: 256,
    maxResolutionInMP: 40,
  });
  const tensor = human.tf.tensor3d(image.data as Uint8Array, [image.height, image.width, 3], 'int32');
  const batch = human.tf.expandDims(tensor, 0);
  try {
    // Every call states the face count: Human merges a call's config into its own for later calls.
    const result = await human.detect(batch, { face: { detector: { maxDetected: options.maxFaces ?? 3 } } });
    return result.face.map((face) => ({
      descriptor: face.embedding ? Array.from(face.embedding) : [],
      score: face.boxScore ?? face.score,
      box: face.box,
      yaw: face.rotation?.angle.yaw ?? 0,
      eyeOpenness: eyeOpennessOf(face.mesh),
      real: face.real ?? 0,
      live: face.live ?? 0,
    }));
  } finally {
    human.tf.dispose(batch);
    human.tf.dispose(tensor);
  }
};

const analyzeTask = registerCpuTask('face.analyze', ({ jpeg, maxFaces }: { jpeg: Uint8Array; maxFaces?: number }) =>
  analyzeJpegHere(jpeg, { maxFaces }),
);

/** Every face of a JPEG (only JPEG is accepted), analysed in a CPU worker thread (platform/cpu/pool.ts). */
export const analyzeJpeg = (jpeg: Uint8Array, options: { maxFaces?: number } = {}): Promise<TFaceAnalysis[]> =>
  analyzeTask({ jpeg, maxFaces: options.maxFaces });

const bestSimilarityTask = registerCpuTask(
  'face.best-similarity',
  async ({ enrolled, descriptor }: { enrolled: number[][]; descriptor: number[] }) => {
    const human = await faceEngine();
    return enrolled.reduce((best, e) => Math.max(best, human.match.similarity(e, descriptor)), 0);
  },
);

/**
 * The best similarity 0…1 of a face to any enrolled descriptor (Human's own measure: 1 = the same picture), in the
 * worker that holds the engine (the request's thread never loads the models).
 */
export const bestSimilarityOf = (enrolled: number[][], descriptor: number[]) =>
  enrolled.length ? bestSimilarityTask({ enrolled, descriptor }) : Promise.resolve(0);
