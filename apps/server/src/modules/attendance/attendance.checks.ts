// Attendance checks (split from attendance.service.ts): the server's own analysis of a punch's frames (one face each,
// liveness samples, descriptors, the passive antispoof scores), the face's verdict (match, antispoof threshold,
// liveness), the guard's shift occurrence at the post within the grace window, and the phone's location checks.
import { createHash } from 'node:crypto';
import { addDays, type TAttendanceFlag, todayIn } from '@centinela/shared';
import type { TAttendanceRefusal } from '@centinela/shared/contracts/attendance';
import type { TFaceRecognitionSettings } from '@centinela/shared/contracts/face-recognition';
import { checkLiveness, type TLivenessChallenge, type TLivenessSample } from '@centinela/shared/rules/face-liveness';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, posts } from '../../db/schema';
import { ValidationFailed } from '../../platform/errors';
import { analyzeJpeg } from '../face-recognition/face-engine';
import { bestSimilarity, enrolledDescriptorsOf } from '../face-recognition/face-recognition.service';
import { occurrencesFrom, rowsOf, workedBy } from '../rosters/rosters.sql';
import type { TGuard } from './attendance.service';

// ---- the checks

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

type TFrameFacts = {
  jpegs: Buffer[];
  samples: TLivenessSample[];
  descriptors: number[][];
  /** The weakest frame's antispoof ("real") and liveness ("live") scores: every frame must pass. */
  real: number;
  live: number;
  refusal: TAttendanceRefusal | null;
};

/** Every frame must show exactly one face; the measurements are the server's own. */
export const analyzeFrames = async (frames: { t: number; jpeg: string }[]): Promise<TFrameFacts> => {
  const jpegs = frames.map((f) => Buffer.from(f.jpeg, 'base64'));
  if (jpegs.some((j) => j.length < 4 || j[0] !== 0xff || j[1] !== 0xd8)) {
    throw ValidationFailed({ frames: 'apiErrors:fields.framesNotJpeg' });
  }
  const samples: TLivenessSample[] = [];
  const descriptors: number[][] = [];
  let real = 1;
  let live = 1;
  for (const [i, jpeg] of jpegs.entries()) {
    let faces: Awaited<ReturnType<typeof analyzeJpeg>>;
    try {
      faces = await analyzeJpeg(jpeg);
    } catch {
      throw ValidationFailed({ frames: 'apiErrors:fields.frameUnreadable' });
    }
    if (faces.length === 0 || !faces[0].descriptor.length) return { jpegs, samples, descriptors, real, live, refusal: 'no_face' };
    if (faces.length > 1) return { jpegs, samples, descriptors, real, live, refusal: 'many_faces' };
    samples.push({ t: frames[i].t, yaw: faces[0].yaw, eyeOpenness: faces[0].eyeOpenness });
    descriptors.push(faces[0].descriptor);
    real = Math.min(real, faces[0].real);
    live = Math.min(live, faces[0].live);
  }
  return { jpegs, samples, descriptors, real, live, refusal: null };
};

/**
 * The liveness a punch is judged on: the challenge the server issued it (null: issued while the company had it off),
 * or, offline, the one the kiosk drew itself (checked against the company's kind, and flagged for review).
 */
export type TLivenessBasis = { issued: boolean; challenge: TLivenessChallenge | null };

const judgeLiveness = (basis: TLivenessBasis, kind: TFaceRecognitionSettings['challengeKind'], samples: TLivenessSample[]) => {
  if (basis.issued) return basis.challenge ? checkLiveness(basis.challenge, samples) : { passed: true, score: 1 };
  if (kind === 'off') return { passed: true, score: 1 };
  if (!basis.challenge) return { passed: false, score: 0 };
  const allowed = kind === 'any' || (kind === 'blink' ? basis.challenge === 'blink' : basis.challenge !== 'blink');
  const result = checkLiveness(basis.challenge, samples);
  return { passed: allowed && result.passed, score: result.score };
};

export type TFaceVerdict = {
  facts: TFrameFacts;
  refusal: TAttendanceRefusal | null;
  matchScore: number | null;
  liveness: { passed: boolean; score: number } | null;
};

/**
 * The face's verdict, after any earlier refusal (location): one face per frame; every frame the guard (the weakest
 * decides); every frame's antispoof and liveness scores at the company's threshold; the liveness challenge.
 */
export const judgeFace = async (
  db: TDbOrTx,
  input: {
    guardId: string;
    settings: TFaceRecognitionSettings;
    frames: { t: number; jpeg: string }[];
    basis: TLivenessBasis;
    refusal: TAttendanceRefusal | null;
  },
): Promise<TFaceVerdict> => {
  const { settings } = input;
  const facts = await analyzeFrames(input.frames);
  let refusal = input.refusal ?? facts.refusal;
  let matchScore: number | null = null;
  if (!refusal) {
    const enrolled = await enrolledDescriptorsOf(db, input.guardId);
    if (enrolled.length === 0) refusal = 'not_enrolled';
    else {
      // Every frame must be the guard (a face swapped in mid-challenge fails): the weakest frame decides.
      let weakest = 1;
      for (const d of facts.descriptors) weakest = Math.min(weakest, await bestSimilarity(enrolled, d));
      matchScore = Math.round(weakest * 1000) / 1000;
      if (matchScore < settings.matchThreshold) refusal = 'face_mismatch';
    }
  }
  if (!refusal && Math.min(facts.real, facts.live) < settings.antiSpoofThreshold) refusal = 'anti_spoof_failed';
  let liveness: { passed: boolean; score: number } | null = null;
  if (!refusal || refusal === 'face_mismatch' || refusal === 'anti_spoof_failed') {
    const result = judgeLiveness(input.basis, settings.challengeKind, facts.samples);
    liveness = { passed: result.passed, score: result.score };
    if (!refusal && !liveness.passed) refusal = 'liveness_failed';
  }
  return { facts, refusal, matchScore, liveness };
};

/**
 * A phone punch's location against the post: no location on the post → refused; the phone's accuracy radius wider
 * than the geofence → refused (it cannot say where it is); outside the geofence → accepted, flagged for review.
 */
export const judgeLocation = (
  post: { latitude: number | null; longitude: number | null; geofenceRadiusM: number },
  location: { lat: number; lng: number; accuracy: number } | null,
): { refusal: TAttendanceRefusal | null; distanceMeters: number | null; flags: TAttendanceFlag[] } => {
  if (!location) return { refusal: null, distanceMeters: null, flags: [] };
  if (post.latitude === null || post.longitude === null) return { refusal: 'no_location', distanceMeters: null, flags: [] };
  const distanceMeters = Math.round(haversineMeters(location, { lat: post.latitude, lng: post.longitude }));
  if (location.accuracy > post.geofenceRadiusM) return { refusal: 'location_too_inaccurate', distanceMeters, flags: [] };
  return { refusal: null, distanceMeters, flags: distanceMeters > post.geofenceRadiusM ? ['outside_geofence'] : [] };
};

type TOccurrenceMatch = {
  shiftId: string;
  date: string;
  rosterId: string;
  shiftNumber: number;
  postId: string;
  postName: string;
  startMs: number;
  endMs: number;
};

/** The guard's occurrence at the post whose [start − before, end + after] holds the instant (the nearest start). */
export const occurrenceAt = async (db: TDbOrTx, guard: TGuard, postId: string, at: Date, grace: { before: number; after: number }) => {
  const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, guard.companyId));
  const today = todayIn(company?.timeZone ?? 'America/Puerto_Rico', at);
  const rows = await rowsOf<{
    shift_id: string;
    roster_id: string;
    shift_number: number;
    date: string;
    post_id: string;
    post_name: string;
    time_zone: string | null;
    start_minute: number;
    end_minute: number;
  }>(
    db,
    sql`select s.id as shift_id, r.id as roster_id, s.shift_number::int as shift_number, d.day::date::text as date,
          posts.id as post_id, posts.name as post_name, posts.time_zone, s.start_minute::int as start_minute, s.end_minute::int as end_minute
        ${occurrencesFrom(addDays(today, -1), addDays(today, 1), sql`${posts.id} = ${postId} and ${posts.companyId} = ${guard.companyId}`, workedBy(guard.id))}`,
  );
  const t = at.getTime();
  let best: TOccurrenceMatch | null = null;
  for (const row of rows) {
    const { startMs, endMs } = zonedOccurrence(
      row.date,
      row.start_minute,
      row.end_minute,
      effectiveTimeZone(row.time_zone, company?.timeZone),
    );
    if (t < startMs - grace.before * 60_000 || t > endMs + grace.after * 60_000) continue;
    if (!best || Math.abs(t - startMs) < Math.abs(t - best.startMs)) {
      best = {
        shiftId: row.shift_id,
        date: row.date,
        rosterId: row.roster_id,
        shiftNumber: row.shift_number,
        postId: row.post_id,
        postName: row.post_name,
        startMs,
        endMs,
      };
    }
  }
  return best;
};

export const haversineMeters = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const R = 6_371_000;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
};
