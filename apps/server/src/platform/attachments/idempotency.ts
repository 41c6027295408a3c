// Idempotent creates (db/schema/idempotency.ts): `idempotentCreate` runs a create in one transaction that first claims
// (user, scope, key). A retry of a create that committed answers the first record's id (`replayed: true`) and writes
// nothing; a retry while the first try is still running waits for it on the unique index; a first try that rolled
// back leaves no claim, so the retry creates. Without a key the create runs as before.
import { ZIdempotencyKey } from '@centinela/shared/contracts/uploads';
import { and, eq } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { idempotentWrites } from '../../db/schema';
import type { TActor } from '../access/actor';
import type { TServiceContext } from '../context';
import { BadRequest } from '../errors';

/** The request's Idempotency-Key header, checked (400 when malformed), or null when absent. */
export const idempotencyKeyOf = (headers: Record<string, string | string[] | undefined>): string | null => {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  const parsed = ZIdempotencyKey.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw BadRequest('IDEMPOTENCY_KEY_INVALID');
  return parsed.data;
};

export const IDEMPOTENCY_KEY_TTL_DAYS = 7;

export type TOnce = { scope: string; key: string | null };

/**
 * In the create's transaction, before it writes: the id of the record a committed try with this key created (a
 * replay: write nothing, answer it), or a claim to complete with `completeOnce` once the record exists. Null key: no claim.
 */
export const claimOnce = async (
  tx: TTx,
  actor: TActor,
  { scope, key }: TOnce,
): Promise<{ replayedId: string } | { claimId: string } | null> => {
  if (key === null) return null;
  const [claim] = await tx
    .insert(idempotentWrites)
    .values({ companyId: actor.companyId, userId: actor.userId, scope, key })
    .onConflictDoNothing()
    .returning({ id: idempotentWrites.id });
  if (claim) return { claimId: claim.id };
  const [first] = await tx
    .select({ entityId: idempotentWrites.entityId })
    .from(idempotentWrites)
    .where(and(eq(idempotentWrites.userId, actor.userId), eq(idempotentWrites.scope, scope), eq(idempotentWrites.key, key)));
  if (first?.entityId) return { replayedId: first.entityId };
  throw BadRequest('IDEMPOTENCY_KEY_INVALID');
};

export const completeOnce = async (tx: TTx, claim: Awaited<ReturnType<typeof claimOnce>>, id: string) => {
  if (claim && 'claimId' in claim) await tx.update(idempotentWrites).set({ entityId: id }).where(eq(idempotentWrites.id, claim.claimId));
};

/** A create in one transaction that claims its key first (claimOnce/completeOnce around `create`). */
export const idempotentCreate = async (
  ctx: TServiceContext,
  actor: TActor,
  once: TOnce,
  create: (tx: TTx) => Promise<string>,
): Promise<{ id: string; replayed: boolean }> =>
  ctx.db.transaction(async (tx) => {
    const claim = await claimOnce(tx, actor, once);
    if (claim && 'replayedId' in claim) return { id: claim.replayedId, replayed: true };
    const id = await create(tx);
    await completeOnce(tx, claim, id);
    return { id, replayed: false };
  });
