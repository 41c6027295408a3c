// Publishing protocols and acknowledgements (split from protocols.service.ts): a published version asks the guards of
// the protocol's posts to acknowledge ('protocols.published', protocols.subscribers.ts); a guard acknowledges; admins see who has and has not, and remind.
import type { TProtocolAcknowledgements } from '@centinela/shared/contracts/protocols';
import { PROTOCOL_MESSAGES } from '@centinela/shared/contracts/protocols';
import { PROTOCOL_PUBLISHED, PROTOCOL_REMINDED } from '@centinela/shared/events/protocols';
import { and, asc, eq, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import { protocolAcknowledgements, protocols, protocolVersions, users } from '../../db/schema';
import { writeSystemLog } from '../../platform/audit/system-log';
import { Conflict, NotFound } from '../../platform/errors';
import { emit } from '../../platform/events/emit';
import { personNameSql } from '../posts/posts.queries';

import { findProtocol, findProtocolForWrite, getProtocol, iso, requiredGuardIds, requiredGuards, type TArgs } from './protocols.service';

export const publishProtocol = async ({ ctx, actor, input }: TArgs<{ id: string; note: string | null }>) => {
  await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    // One publication at a time per protocol: the row lock orders concurrent publishes.
    await tx.execute(sql`select 1 from protocols where id = ${protocol.id} for update`);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${protocolVersions.version}), 0)::int + 1` })
      .from(protocolVersions)
      .where(eq(protocolVersions.protocolId, protocol.id));
    const now = new Date();
    await tx.insert(protocolVersions).values({
      companyId: protocol.companyId,
      protocolId: protocol.id,
      version: next,
      title: protocol.title,
      body: protocol.body,
      note: input.note,
      publishedBy: actor.userId,
      publishedAt: now,
    });
    await tx.update(protocols).set({ currentVersion: next, publishedAt: now, draftChangedAt: null }).where(eq(protocols.id, protocol.id));
    const guards = await requiredGuards(tx, protocol);
    await emit(
      tx,
      PROTOCOL_PUBLISHED,
      { companyId: protocol.companyId, actorUserId: actor.userId, entityId: protocol.id },
      { protocolId: protocol.id, title: protocol.title, version: next, guardIds: guards.map((g) => g.id) },
    );
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolPublished', params: { title: protocol.title, version: next } },
      details: { version: next, notified: guards.length },
    });
  });
  return getProtocol({ ctx, actor, input: { id: input.id } });
};

export const acknowledgeProtocol = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  await ctx.db.transaction(async (tx) => {
    const protocol = await findProtocol(tx, actor, input.id);
    if (protocol.currentVersion === 0) throw Conflict('PROTOCOL_NOT_PUBLISHED', { code: PROTOCOL_MESSAGES.notPublished });
    const asked = await requiredGuards(tx, protocol);
    // Only a guard asked to read it acknowledges (staff and customer admins see it, but are not asked): 404.
    if (!asked.some((g) => g.id === actor.userId)) throw NotFound('protocol');
    const inserted = await tx
      .insert(protocolAcknowledgements)
      .values({ companyId: protocol.companyId, protocolId: protocol.id, version: protocol.currentVersion, userId: actor.userId })
      .onConflictDoNothing()
      .returning({ id: protocolAcknowledgements.id });
    if (!inserted.length) return; // already acknowledged: idempotent
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolAcknowledged', params: { title: protocol.title, version: protocol.currentVersion } },
    });
  });
  return getProtocol({ ctx, actor, input });
};

export const listProtocolAcknowledgements = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<TProtocolAcknowledgements> => {
  const protocol = await findProtocolForWrite(ctx.db, actor, input.id);
  const rows = await ctx.db
    .select({
      userId: users.id,
      name: personNameSql(users),
      acknowledgedAt: protocolAcknowledgements.acknowledgedAt,
    })
    .from(users)
    .leftJoin(
      protocolAcknowledgements,
      and(
        eq(protocolAcknowledgements.userId, users.id),
        eq(protocolAcknowledgements.protocolId, protocol.id),
        eq(protocolAcknowledgements.version, protocol.currentVersion),
      ),
    )
    .where(sql`${users.id} in (${requiredGuardIds(protocol.id, protocol.companyId)})`)
    .orderBy(sql`${protocolAcknowledgements.acknowledgedAt} is not null`, asc(collated(users.sortName, actor.language)));
  return {
    version: protocol.currentVersion,
    items: protocol.currentVersion === 0 ? [] : rows.map((r) => ({ ...r, acknowledgedAt: iso(r.acknowledgedAt) })),
  };
};

export const remindProtocol = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const protocol = await findProtocolForWrite(tx, actor, input.id);
    if (protocol.currentVersion === 0) throw Conflict('PROTOCOL_NOT_PUBLISHED', { code: PROTOCOL_MESSAGES.notPublished });
    const missing = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`${users.id} in (${requiredGuardIds(protocol.id, protocol.companyId)})`,
          sql`not exists (select 1 from ${protocolAcknowledgements} where ${protocolAcknowledgements.userId} = ${users.id}
            and ${protocolAcknowledgements.protocolId} = ${protocol.id} and ${protocolAcknowledgements.version} = ${protocol.currentVersion})`,
        ),
      );
    await emit(
      tx,
      PROTOCOL_REMINDED,
      { companyId: protocol.companyId, actorUserId: actor.userId, entityId: protocol.id },
      { protocolId: protocol.id, title: protocol.title, version: protocol.currentVersion, guardIds: missing.map((m) => m.id) },
    );
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'protocols',
      entityId: protocol.id,
      companyId: protocol.companyId,
      message: { key: 'protocolReminded', params: { title: protocol.title, count: missing.length } },
    });
    return { reminded: missing.length };
  });
