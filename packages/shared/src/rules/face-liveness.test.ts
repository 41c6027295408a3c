// The liveness challenge on landmark sequences: live-looking sequences pass, recorded still prints and replays fail.
import { describe, expect, it } from 'vitest';
import { checkLiveness, drawChallenge, keyFramesOf, LIVENESS_CHALLENGES, type TLivenessSample } from './face-liveness';
import recorded from './face-liveness.recorded.json';

const seq = (values: [number, number][], stepMs = 150): TLivenessSample[] =>
  values.map(([yaw, eyeOpenness], i) => ({ t: i * stepMs, yaw, eyeOpenness }));

// A person facing the camera, turning to their left (positive yaw) and back.
const turnLeft = seq([
  [0.02, 0.9],
  [0.05, 0.9],
  [0.2, 0.85],
  [0.42, 0.8],
  [0.5, 0.82],
  [0.25, 0.9],
  [0.04, 0.9],
]);
const blink = seq([
  [0.01, 0.92],
  [0.02, 0.88],
  [0.02, 0.4],
  [0.01, 0.12],
  [0.02, 0.55],
  [0.01, 0.9],
]);

describe('checkLiveness', () => {
  it('passes a head turn to the asked side and back', () => {
    expect(checkLiveness('turn_left', turnLeft)).toMatchObject({ passed: true, reason: null });
    const right = turnLeft.map((s) => ({ ...s, yaw: -s.yaw }));
    expect(checkLiveness('turn_right', right).passed).toBe(true);
  });

  it('refuses a turn to the other side, a turn that never comes back, and no turn', () => {
    expect(checkLiveness('turn_right', turnLeft)).toMatchObject({ passed: false, reason: 'wrong_way' });
    expect(checkLiveness('turn_left', turnLeft.slice(0, 5))).toMatchObject({ passed: false, reason: 'no_return' });
    expect(
      checkLiveness(
        'turn_left',
        seq([
          [0.02, 0.9],
          [0.1, 0.9],
          [0.05, 0.9],
        ]),
      ),
    ).toMatchObject({ passed: false, reason: 'no_turn' });
  });

  it('passes a blink open → closed → open and refuses eyes that never close or never reopen', () => {
    expect(checkLiveness('blink', blink)).toMatchObject({ passed: true });
    expect(checkLiveness('blink', blink.slice(0, 4))).toMatchObject({ passed: false, reason: 'no_return' });
    // Closed first, then open: not a blink.
    expect(
      checkLiveness(
        'blink',
        seq([
          [0, 0.1],
          [0, 0.1],
          [0, 0.9],
        ]),
      ),
    ).toMatchObject({ passed: false, reason: 'no_blink' });
  });

  it('refuses too few frames, frames out of order (a replay reshuffled) and a challenge stretched too long', () => {
    expect(checkLiveness('blink', blink.slice(0, 2)).reason).toBe('too_few_frames');
    expect(checkLiveness('blink', [blink[0], blink[2], blink[1], blink[3]]).reason).toBe('out_of_order');
    expect(
      checkLiveness(
        'blink',
        seq(
          blink.map((s) => [s.yaw, s.eyeOpenness]),
          5000,
        ),
      ).reason,
    ).toBe('too_slow');
  });

  it('refuses the recorded sequences of a printed photo moved in front of the camera, for every challenge', () => {
    const stills = Object.entries(recorded as Record<string, TLivenessSample[]>);
    expect(stills.length).toBeGreaterThanOrEqual(2);
    for (const [name, samples] of stills) {
      expect(samples.length, name).toBeGreaterThanOrEqual(5);
      for (const challenge of LIVENESS_CHALLENGES) expect(checkLiveness(challenge, samples).passed, `${name} ${challenge}`).toBe(false);
    }
  });
});

describe('keyFramesOf', () => {
  it('picks start, peak and return frames that pass the challenge on their own (what the kiosk sends)', () => {
    for (const [challenge, samples] of [
      ['turn_left', turnLeft],
      ['blink', blink],
    ] as const) {
      const picked = keyFramesOf(challenge, samples).map((i) => samples[i]);
      expect(picked).toHaveLength(3);
      expect(checkLiveness(challenge, picked).passed).toBe(true);
    }
  });
});

describe('drawChallenge', () => {
  it("draws from the company's kind", () => {
    expect(drawChallenge('off')).toBeNull();
    expect(drawChallenge('blink')).toBe('blink');
    expect(['turn_left', 'turn_right']).toContain(drawChallenge('turn', () => 0.99));
    expect(drawChallenge('any', () => 0)).toBe('turn_left');
  });
});
