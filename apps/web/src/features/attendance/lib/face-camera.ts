// The kiosk's and phone's face camera: Human (TensorFlow.js on WebAssembly) with the models and .wasm files served by
// our own server (/face-models/), never a CDN. It measures each frame (head yaw, eye openness) for the liveness
// challenge and keeps the frame as a JPEG; the server recomputes everything from the JPEGs it is sent.
import {
  checkLiveness,
  eyeOpennessOf,
  keyFramesOf,
  type TLivenessChallenge,
  type TLivenessSample,
} from '@centinela/shared/rules/face-liveness';

type THumanFace = { mesh: [number, number, number][]; rotation?: { angle: { yaw: number } } | null; box: [number, number, number, number] };
type THuman = {
  load: () => Promise<void>;
  warmup: () => Promise<unknown>;
  detect: (input: HTMLCanvasElement) => Promise<{ face: THumanFace[] }>;
};

let humanPromise: Promise<THuman> | null = null;

/** Human, loaded once per page (models ≈ 13 MB, cached by the browser and in IndexedDB). */
export const loadHuman = () => {
  humanPromise ??= (async () => {
    const { Human } = (await import('@vladmandic/human')) as unknown as { Human: new (config: object) => THuman };
    const human = new Human({
      backend: 'wasm',
      wasmPath: '/face-models/',
      modelBasePath: '/face-models/',
      cacheModels: true,
      debug: false,
      warmup: 'none',
      cacheSensitivity: 0,
      filter: { enabled: false },
      gesture: { enabled: false },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      segmentation: { enabled: false },
      face: {
        enabled: true,
        detector: { rotation: true, maxDetected: 2, minConfidence: 0.5 },
        mesh: { enabled: true },
        iris: { enabled: true },
        emotion: { enabled: false },
        description: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
    });
    await human.load();
    return human;
  })().catch((error) => {
    humanPromise = null;
    throw error;
  });
  return humanPromise;
};

export type TCapturedFrame = { t: number; jpeg: string };
export type TCaptureOutcome = { kind: 'ready'; frames: TCapturedFrame[] } | { kind: 'timeout'; sawFace: boolean } | { kind: 'cancelled' };

/**
 * Watches the camera until the challenge is met (or, with no challenge, three frames with one face), then answers the
 * frames to send: for a challenge its start, peak and return frames. `onProgress` says what the camera sees.
 */
export const captureChallenge = async ({
  video,
  challenge,
  signal,
  timeoutMs = 20_000,
  onProgress,
}: {
  video: HTMLVideoElement;
  challenge: TLivenessChallenge | null;
  signal: AbortSignal;
  timeoutMs?: number;
  onProgress?: (state: 'no_face' | 'many_faces' | 'tracking') => void;
}): Promise<TCaptureOutcome> => {
  const human = await loadHuman();
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  const samples: TLivenessSample[] = [];
  const jpegs: string[] = [];
  const started = performance.now();
  let sawFace = false;
  while (performance.now() - started < timeoutMs) {
    if (signal.aborted) return { kind: 'cancelled' };
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const t = Math.round(performance.now() - started);
    const { face } = await human.detect(canvas);
    if (face.length === 1) {
      sawFace = true;
      onProgress?.('tracking');
      samples.push({ t, yaw: face[0].rotation?.angle.yaw ?? 0, eyeOpenness: eyeOpennessOf(face[0].mesh) });
      jpegs.push(canvas.toDataURL('image/jpeg', 0.85).slice('data:image/jpeg;base64,'.length));
      if (!challenge && samples.length >= 3) {
        return { kind: 'ready', frames: samples.slice(-3).map((s, i) => ({ t: s.t, jpeg: jpegs[jpegs.length - 3 + i] })) };
      }
      if (challenge && checkLiveness(challenge, samples).passed) {
        const keys = keyFramesOf(challenge, samples);
        return { kind: 'ready', frames: keys.map((i) => ({ t: samples[i].t - samples[keys[0]].t, jpeg: jpegs[i] })) };
      }
      // Keep the last 60 frames (the challenge must fit in a few seconds anyway).
      if (samples.length > 60) {
        samples.shift();
        jpegs.shift();
      }
    } else onProgress?.(face.length === 0 ? 'no_face' : 'many_faces');
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  return { kind: 'timeout', sawFace };
};
