// Attendance challenges (issue 29): the server, not the kiosk or the phone, names the liveness challenge of a live
// punch. It draws the kind from the company's setting, with a random nonce (only its SHA-256 kept) and an expiry, for
// one kiosk or one guard; the punch answers it once. A punch's frames are bound to it by their set's hash: the same
// frames are never accepted twice (an offline punch, which cannot get a nonce, still goes through this check).
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CHALLENGE_TTL_SECONDS, type TPunchChallenge } from '@centinela/shared/contracts/attendance';
import { drawChallenge, type TLivenessChallenge } from '@centinela/shared/rules/face-liveness';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { attendanceAttempts, attendanceChallenges } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';
import { AppError, BadRequest, Conflict, Forbidden } from '../../platform/errors';
import { settingsOf } from '../face-recognition/face-recognition.service';
import { sha256 } from './attendance.checks';

/** Who a challenge is for: a paired kiosk, or a guard's own phone. */
export type TChallengeHolder = { companyId: string; deviceId: string | null; userId: string | null };

const uniform = () => randomInt(0, 1_000_000) / 1_000_000;

/** Challenges never answered are kept a day (for a look at what was asked), then dropped as new ones are issued. */
const UNUSED_KEPT_MS = 24 * 3_600_000;

export const issueChallenge = async (ctx: TServiceContext, holder: TChallengeHolder): Promise<TPunchChallenge> => {
  const settings = await settingsOf(ctx.db, holder.companyId);
  const challenge = drawChallenge(settings.challengeKind, uniform);
  const nonce = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000);
  await ctx.db
    .delete(attendanceChallenges)
    .where(
      and(
        eq(attendanceChallenges.companyId, holder.companyId),
        lt(attendanceChallenges.createdAt, new Date(Date.now() - UNUSED_KEPT_MS)),
        isNull(attendanceChallenges.usedAt),
      ),
    );
  const [row] = await ctx.db
    .insert(attendanceChallenges)
    .values({ ...holder, challenge, nonceHash: sha256(nonce), expiresAt })
    .returning({ id: attendanceChallenges.id });
  return { challengeId: row.id, nonce, challenge, expiresAt: expiresAt.toISOString() };
};

/**
 * Marks the challenge answered and returns the kind it asked for. Refused: unknown (or another nonce) 400, issued to
 * another kiosk or guard 403, already answered 409, expired 410. Two punches racing on one challenge: one wins.
 */
export const consumeChallenge = async (
  db: TDbOrTx,
  holder: TChallengeHolder,
  ref: { challengeId: string; nonce: string },
): Promise<{ id: string; challenge: TLivenessChallenge | null }> => {
  const [row] = await db
    .select()
    .from(attendanceChallenges)
    .where(and(eq(attendanceChallenges.id, ref.challengeId), eq(attendanceChallenges.companyId, holder.companyId)))
    .limit(1);
  const given = Buffer.from(sha256(ref.nonce));
  if (!row || !timingSafeEqual(Buffer.from(row.nonceHash), given)) throw BadRequest('CHALLENGE_UNKNOWN');
  if (row.deviceId !== holder.deviceId || row.userId !== holder.userId) throw Forbidden('CHALLENGE_OTHER_DEVICE');
  if (row.usedAt) throw Conflict('CHALLENGE_USED');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(410, 'CHALLENGE_EXPIRED');
  const [used] = await db
    .update(attendanceChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(attendanceChallenges.id, row.id), isNull(attendanceChallenges.usedAt)))
    .returning({ id: attendanceChallenges.id });
  if (!used) throw Conflict('CHALLENGE_USED');
  return { id: row.id, challenge: row.challenge as TLivenessChallenge | null };
};

/** The frame set's hash: SHA-256 over the sorted SHA-256 of each frame's bytes as they arrived (order does not matter). */
export const framesHashOf = (frames: { jpeg: string }[]) =>
  sha256(
    frames
      .map((f) => sha256(Buffer.from(f.jpeg, 'base64')))
      .sort()
      .join('\n'),
  );

/**
 * 409 FRAMES_REUSED when an earlier attempt of the company sent the same frames. Inside the punch's transaction it
 * first takes a lock on the hash, so two punches racing with one frame set cannot both pass.
 */
export const assertFramesUnused = async (db: TDbOrTx, companyId: string, framesHash: string, options: { lock?: boolean } = {}) => {
  if (options.lock) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`frames:${companyId}:${framesHash}`}, 0))`);
  const [seen] = await db
    .select({ id: attendanceAttempts.id })
    .from(attendanceAttempts)
    .where(and(eq(attendanceAttempts.companyId, companyId), eq(attendanceAttempts.framesHash, framesHash)))
    .limit(1);
  if (seen) throw Conflict('FRAMES_REUSED');
};
