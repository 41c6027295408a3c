// The active liveness challenge (issue 13): a random head turn or a blink, judged over a sequence of frames' face
// measurements. The shipped passive scores (antispoof, liveness) did not tell a held-up print from a real face, so a
// check-in passes only when the face *changes* the way the challenge asked: a still photo keeps one yaw and one eye
// openness. One pure function decides, on the kiosk (when to send the frames) and on the server (on the measurements it
// recomputes from the frames themselves).

export const LIVENESS_CHALLENGES = ['turn_left', 'turn_right', 'blink'] as const;
export type TLivenessChallenge = (typeof LIVENESS_CHALLENGES)[number];

/** What a company asks for: a head turn, a blink, either one (drawn at random per attempt), or none (tests, demos). */
export const CHALLENGE_KINDS = ['turn', 'blink', 'any', 'off'] as const;
export type TChallengeKind = (typeof CHALLENGE_KINDS)[number];

/** One frame's measurements: head yaw in radians (Human's `rotation.angle.yaw`), eye openness 0 (closed) … 1 (open). */
export type TLivenessSample = { t: number; yaw: number; eyeOpenness: number };

export const LIVENESS_LIMITS = {
  /** Facing the camera: |yaw| below this (≈ 9°). */
  facingYaw: 0.16,
  /** Turned: |yaw| at least this (≈ 20°) in the asked direction. */
  turnedYaw: 0.35,
  /** Eyes open / closed. */
  openEyes: 0.6,
  closedEyes: 0.35,
  minSamples: 3,
  /** The whole challenge must fit in this many milliseconds (an old recording replayed slowly does not). */
  maxDurationMs: 12_000,
} as const;

export type TLivenessReason =
  | 'too_few_frames'
  | 'out_of_order'
  | 'too_slow'
  | 'not_facing'
  | 'no_turn'
  | 'wrong_way'
  | 'no_blink'
  | 'no_return';

export type TLivenessResult = { passed: boolean; score: number; reason: TLivenessReason | null };

/** Draws one challenge for an attempt from the company's kind ('off' → null). */
export const drawChallenge = (kind: TChallengeKind, random: () => number = Math.random): TLivenessChallenge | null => {
  if (kind === 'off') return null;
  const options: TLivenessChallenge[] =
    kind === 'turn' ? ['turn_left', 'turn_right'] : kind === 'blink' ? ['blink'] : [...LIVENESS_CHALLENGES];
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))];
};

/** The sign of yaw for each turn: Human reports a turn to the person's left as positive yaw (camera not mirrored). */
const TURN_SIGN: Record<'turn_left' | 'turn_right', 1 | -1> = { turn_left: 1, turn_right: -1 };

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/**
 * Judges a challenge over samples in time order: a head turn must start facing the camera, reach the asked side and
 * come back; a blink must go open → closed → open. The score (0…1) says how clearly, for review.
 */
export const checkLiveness = (challenge: TLivenessChallenge, samples: readonly TLivenessSample[]): TLivenessResult => {
  const L = LIVENESS_LIMITS;
  const fail = (reason: TLivenessReason, score = 0): TLivenessResult => ({ passed: false, score: clamp01(score), reason });
  if (samples.length < L.minSamples) return fail('too_few_frames');
  for (let i = 1; i < samples.length; i++) if (!(samples[i].t > samples[i - 1].t)) return fail('out_of_order');
  if (samples[samples.length - 1].t - samples[0].t > L.maxDurationMs) return fail('too_slow');

  if (challenge === 'blink') {
    // First open frame, then a closed one after it, then an open one after that.
    const open = samples.findIndex((s) => s.eyeOpenness >= L.openEyes);
    if (open < 0) return fail('no_blink');
    const closed = samples.findIndex((s, i) => i > open && s.eyeOpenness <= L.closedEyes);
    if (closed < 0) return fail('no_blink', 0.3);
    const reopened = samples.findIndex((s, i) => i > closed && s.eyeOpenness >= L.openEyes);
    if (reopened < 0) return fail('no_return', 0.6);
    const depth = Math.min(samples[open].eyeOpenness, samples[reopened].eyeOpenness) - samples[closed].eyeOpenness;
    return { passed: true, score: clamp01(0.6 + depth * 0.6), reason: null };
  }

  const sign = TURN_SIGN[challenge];
  const start = samples.findIndex((s) => Math.abs(s.yaw) <= L.facingYaw);
  if (start < 0) return fail('not_facing');
  const peakIndex = samples.reduce((best, s, i) => (i > start && sign * s.yaw > sign * samples[best].yaw ? i : best), start);
  const peak = sign * samples[peakIndex].yaw;
  if (peak < L.turnedYaw) {
    const other = samples.some((s, i) => i > start && -sign * s.yaw >= L.turnedYaw);
    return other ? fail('wrong_way', 0.2) : fail('no_turn', peak / L.turnedYaw / 2);
  }
  const back = samples.findIndex((s, i) => i > peakIndex && Math.abs(s.yaw) <= L.facingYaw);
  if (back < 0) return fail('no_return', 0.6);
  return { passed: true, score: clamp01(0.6 + (peak - L.turnedYaw) * 2), reason: null };
};

/** The frames that show the challenge (start, peak, return), in order: what the kiosk sends the server. */
export const keyFramesOf = (challenge: TLivenessChallenge, samples: readonly TLivenessSample[]): number[] => {
  const L = LIVENESS_LIMITS;
  if (challenge === 'blink') {
    const open = samples.findIndex((s) => s.eyeOpenness >= L.openEyes);
    const closed = samples.findIndex((s, i) => i > open && s.eyeOpenness <= L.closedEyes);
    const reopened = samples.findIndex((s, i) => i > closed && s.eyeOpenness >= L.openEyes);
    return [open, closed, reopened].filter((i) => i >= 0);
  }
  const sign = TURN_SIGN[challenge];
  const start = samples.findIndex((s) => Math.abs(s.yaw) <= L.facingYaw);
  if (start < 0) return [];
  const peak = samples.reduce((best, s, i) => (i > start && sign * s.yaw > sign * samples[best].yaw ? i : best), start);
  const back = samples.findIndex((s, i) => i > peak && Math.abs(s.yaw) <= L.facingYaw);
  return [start, peak, back].filter((i) => i >= 0);
};

type TPoint = readonly [number, number, ...number[]];
const gap = (a: TPoint, b: TPoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * Eye openness from a 468-point face mesh (MediaPipe indices): lid gap over eye width, both eyes, scaled so an open
 * eye is about 1 and a closed one near 0. The server and the kiosk measure with this one function.
 */
export const eyeOpennessOf = (mesh: readonly TPoint[]) => {
  if (mesh.length < 468) return 0;
  const eye = (top: number, bottom: number, left: number, right: number) =>
    gap(mesh[top], mesh[bottom]) / Math.max(1e-6, gap(mesh[left], mesh[right]));
  const ratio = (eye(159, 145, 33, 133) + eye(386, 374, 362, 263)) / 2;
  return clamp01(ratio / 0.3);
};
