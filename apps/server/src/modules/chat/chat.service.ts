// Internal chat (issue 14): channels (the company's, one radio channel per post — created lazily when a member lists
// channels —, custom ones with members, direct messages), text and push-to-talk voice messages, last-read pointers and
// presence. Every new message is announced to each member of its channel by one domain event (entityType 'chat',
// entityId = the member's user id; platform/events/visibility.ts streams it to that user only): the dialogs refetch.
import {
  CHAT_LIMITS,
  type TChatChannel,
  type TChatContacts,
  type TChatMessage,
  type TChatMessagePage,
  type TChatPresence,
  type TCreateChatChannel,
  type TSetChatPresence,
  type TUpdateChatChannel,
  ZChatVoiceFields,
  ZUpdateChatChannel,
} from '@centinela/shared/contracts/chat';
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { chatChannels, chatMembers, chatMessages, chatPresence, chatReads, files, posts, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { BadRequest, Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record';
import { attachFiles } from '../../platform/attachments/attach';
import { openStoredFile } from '../../platform/storage/files.service';
import type { TReceivedUpload } from '../../platform/storage/uploads';
import {
  canCreateChatChannel,
  canEditChatChannel,
  canMessageDirectly,
  chatChannelMemberIds,
  chatChannelScope,
  isChatGuard,
  isStaffRole,
  presenceAudienceIds,
} from './chat.policy';

type TArgs = { ctx: TServiceContext; actor: TActor };
type TChannelRow = typeof chatChannels.$inferSelect;

const fullName = sql<string>`coalesce(nullif(trim(coalesce(${users.name}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})`;

const KIND_ORDER: Record<string, number> = { company: 0, post: 1, custom: 2, direct: 3 };

/** The company channel and one channel per post, created the first time someone lists them (idempotent). */
const ensureChannels = async (db: TDbOrTx, companyId: string) => {
  await db.execute(sql`
    insert into chat_channels (company_id, kind) values (${companyId}, 'company')
    on conflict (company_id) where kind = 'company' do nothing`);
  await db.execute(sql`
    insert into chat_channels (company_id, kind, post_id)
    select p.company_id, 'post', p.id from posts p
    where p.company_id = ${companyId}
      and not exists (select 1 from chat_channels c where c.kind = 'post' and c.post_id = p.id)
    on conflict (post_id) where kind = 'post' do nothing`);
};

/** One channel the actor may see, or 404 (another tenant's, not a member's, or no such channel). */
export const loadChannel = async (db: TDbOrTx, actor: TActor, id: string): Promise<TChannelRow> => {
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.id, id), chatChannelScope(actor)));
  if (!row) throw NotFound('channel');
  return row;
};

const channelsFor = async (db: TDbOrTx, actor: TActor, only?: string): Promise<TChatChannel[]> => {
  const me = actor.userId;
  const rows = await db
    .select({
      channel: chatChannels,
      postName: posts.name,
      unreadCount: sql<number>`(select count(*)::int from ${chatMessages} m
        where m.channel_id = ${chatChannels.id} and m.sender_id is distinct from ${me}
          and (${chatReads.lastReadAt} is null or m.created_at > ${chatReads.lastReadAt}))`,
      lastMessageAt: sql<string | null>`(select max(m.created_at) from ${chatMessages} m where m.channel_id = ${chatChannels.id})`,
      memberIds: sql<
        string[] | null
      >`(case when ${chatChannels.kind} = 'custom' then (select coalesce(json_agg(cm.user_id order by cm.user_id), '[]'::json)
        from ${chatMembers} cm where cm.channel_id = ${chatChannels.id}) end)`,
      other: sql<{ id: string; name: string } | null>`(select json_build_object('id', u.id, 'name',
          coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email))
        from ${chatMembers} cm join ${users} u on u.id = cm.user_id
        where cm.channel_id = ${chatChannels.id} and cm.user_id <> ${me} limit 1)`,
    })
    .from(chatChannels)
    .leftJoin(posts, eq(posts.id, chatChannels.postId))
    .leftJoin(chatReads, and(eq(chatReads.channelId, chatChannels.id), eq(chatReads.userId, me)))
    .where(and(chatChannelScope(actor), only ? eq(chatChannels.id, only) : undefined));
  const items = rows.map(({ channel, postName, unreadCount, lastMessageAt, memberIds, other }) => {
    const isDirect = channel.kind === 'direct';
    return {
      id: channel.id,
      kind: channel.kind,
      name: channel.kind === 'custom' ? channel.name : channel.kind === 'post' ? postName : isDirect ? (other?.name ?? null) : null,
      postId: channel.postId,
      otherUserId: isDirect ? (other?.id ?? null) : null,
      isRadio: channel.kind === 'post',
      unreadCount: Number(unreadCount),
      lastMessageAt: lastMessageAt ? new Date(lastMessageAt).toISOString() : null,
      memberIds: memberIds ?? [],
      canEdit: canEditChatChannel(actor, channel),
    } satisfies TChatChannel;
  });
  return items.sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.name ?? '').localeCompare(b.name ?? '', actor.language ?? 'es'),
  );
};

export const listChannels = async ({ ctx, actor }: TArgs) => {
  await ensureChannels(ctx.db, actor.companyId);
  return { items: await channelsFor(ctx.db, actor), canCreate: canCreateChatChannel(actor) };
};

const oneChannel = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [channel] = await channelsFor(db, actor, id);
  if (!channel) throw NotFound('channel');
  return channel;
};

/** Announces a change of a channel to each of its members (their dialogs refetch). */
const announce = async (db: TDbOrTx, actor: TActor | null, channel: TChannelRow, action: 'CREATE' | 'UPDATE', alsoTo: string[] = []) => {
  const memberIds = new Set([...(await chatChannelMemberIds(db, channel)), ...alsoTo]);
  for (const memberId of memberIds) {
    await recordEvent(db, {
      companyId: channel.companyId,
      entityType: 'chat',
      entityId: memberId,
      action,
      actorUserId: actor?.userId ?? null,
    });
  }
};

const markReadNow = (db: TDbOrTx, channelId: string, userId: string) =>
  db
    .insert(chatReads)
    .values({ channelId, userId, lastReadAt: sql`now()` })
    .onConflictDoUpdate({
      target: [chatReads.channelId, chatReads.userId],
      set: { lastReadAt: sql`greatest(${chatReads.lastReadAt}, now())` },
    });

const messageColumns = {
  message: chatMessages,
  senderName: sql<string | null>`${fullName}`,
};

const toMessage = ({ message, senderName }: { message: typeof chatMessages.$inferSelect; senderName: string | null }): TChatMessage => ({
  id: message.id,
  channelId: message.channelId,
  senderId: message.senderId,
  senderName,
  kind: message.fileId ? 'voice' : 'text',
  body: message.body,
  durationMs: message.durationMs,
  createdAt: message.createdAt.toISOString(),
});

const loadMessage = async (db: TDbOrTx, id: string) => {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.id, id));
  if (!row) throw NotFound('message');
  return toMessage(row);
};

export const listMessages = async ({
  ctx,
  actor,
  channelId,
  before,
  limit,
}: TArgs & { channelId: string; before?: string; limit: number }) => {
  const channel = await loadChannel(ctx.db, actor, channelId);
  let cursor: SQL | undefined;
  if (before) {
    const [anchor] = await ctx.db
      .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, before), eq(chatMessages.channelId, channel.id)));
    if (!anchor) throw NotFound('message');
    cursor = or(
      lt(chatMessages.createdAt, anchor.createdAt),
      and(eq(chatMessages.createdAt, anchor.createdAt), lt(chatMessages.id, anchor.id)),
    );
  }
  const rows = await ctx.db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(and(eq(chatMessages.channelId, channel.id), cursor))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  const page: TChatMessagePage = { items: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
  return page;
};

export const sendMessage = async ({ ctx, actor, channelId, body }: TArgs & { channelId: string; body: string }) => {
  const id = await ctx.db.transaction(async (tx) => {
    const channel = await loadChannel(tx, actor, channelId);
    const [row] = await tx
      .insert(chatMessages)
      .values({ companyId: channel.companyId, channelId: channel.id, senderId: actor.userId, body })
      .returning({ id: chatMessages.id });
    await markReadNow(tx, channel.id, actor.userId);
    await announce(tx, actor, channel, 'CREATE');
    return row.id;
  });
  return loadMessage(ctx.db, id);
};

/** A push-to-talk clip (audio/webm, ≤ 2 MB, ≤ 30 s) on a radio (post) channel, kept in the storage module. */
export const sendVoice = async ({ ctx, actor, channelId, upload }: TArgs & { channelId: string; upload: TReceivedUpload }) => {
  const channel = await loadChannel(ctx.db, actor, channelId);
  if (channel.kind !== 'post') throw BadRequest('CHAT_VOICE_POST_ONLY');
  const [file] = upload.files;
  const fields = ZChatVoiceFields.safeParse(upload.fields);
  if (!fields.success) throw ValidationFailed(z.flattenError(fields.error).fieldErrors as Record<string, string[]>);
  const durationMs = fields.data.durationMs ?? null;
  const id = await attachFiles({
    ctx,
    actor,
    record: { companyId: channel.companyId, subjectId: channel.id, purpose: 'chat_voice' },
    uploads: [{ ...file, contentType: 'audio/webm', originalName: 'voice.webm' }],
    // A voice note has its own byte limit, below the upload limit.
    maxBytes: CHAT_LIMITS.voiceMaxBytes,
    link: async (tx, [stored]) => {
      const [row] = await tx
        .insert(chatMessages)
        .values({ companyId: channel.companyId, channelId: channel.id, senderId: actor.userId, fileId: stored.id, durationMs })
        .returning({ id: chatMessages.id });
      await markReadNow(tx, channel.id, actor.userId);
      // No system-log entry for a message: the members are told through the event only.
      await announce(tx, actor, channel, 'CREATE');
      return row.id;
    },
  });
  return loadMessage(ctx.db, id);
};

export const openVoice = async ({ ctx, actor, messageId }: TArgs & { messageId: string }) => {
  const [row] = await ctx.db
    .select({ file: files })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .innerJoin(files, eq(files.id, chatMessages.fileId))
    .where(and(eq(chatMessages.id, messageId), chatChannelScope(actor), eq(files.purpose, 'chat_voice')));
  if (!row) throw NotFound('message');
  return openStoredFile(ctx, row.file);
};

export const markRead = async ({ ctx, actor, channelId }: TArgs & { channelId: string }) => {
  const channel = await loadChannel(ctx.db, actor, channelId);
  await markReadNow(ctx.db, channel.id, actor.userId);
};

/** Members must be employed users of the actor's company (400 otherwise). */
const assertKnownMembers = async (db: TDbOrTx, actor: TActor, memberIds: string[], field: string) => {
  if (memberIds.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, memberIds), eq(users.companyId, actor.companyId), eq(users.stillEmployed, true)));
  if (found.length !== memberIds.length) {
    throw ValidationFailed({ [field]: 'chat:errors.unknownMembers' });
  }
};

export const createChannel = async ({ ctx, actor, input }: TArgs & { input: TCreateChatChannel }) => {
  if (!canCreateChatChannel(actor)) throw Forbidden();
  const memberIds = [...new Set([...input.memberIds, actor.userId])];
  await assertKnownMembers(ctx.db, actor, memberIds, 'memberIds');
  const id = await ctx.db.transaction(async (tx) => {
    const [channel] = await tx
      .insert(chatChannels)
      .values({ companyId: actor.companyId, kind: 'custom', name: input.name, createdBy: actor.userId })
      .returning();
    await tx.insert(chatMembers).values(memberIds.map((userId) => ({ channelId: channel.id, userId })));
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'chat',
      entityId: channel.id,
      message: { key: 'chatChannelCreated', params: { name: input.name, count: memberIds.length } },
    });
    await announce(tx, actor, channel, 'CREATE');
    return channel.id;
  });
  return oneChannel(ctx.db, actor, id);
};

/**
 * Renames a custom channel and adds or removes members (the company's admins; chat.policy.ts canEditChatChannel). The
 * removed members are told too, so the channel leaves their dialogs at once. A channel keeps at least one member.
 */
export const updateChannel = async ({ ctx, actor, channelId, input }: TArgs & { channelId: string; input: TUpdateChatChannel }) => {
  const data = ZUpdateChatChannel.parse(input);
  const add = [...new Set(data.addMemberIds)];
  const remove = [...new Set(data.removeMemberIds)].filter((id) => !add.includes(id));
  const stillVisible = await ctx.db.transaction(async (tx) => {
    const channel = await loadChannel(tx, actor, channelId);
    if (!canEditChatChannel(actor, channel)) throw Forbidden();
    await assertKnownMembers(tx, actor, add, 'addMemberIds');
    const current = (await tx.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.channelId, channel.id))).map(
      (r) => r.userId,
    );
    const added = add.filter((id) => !current.includes(id));
    const removed = remove.filter((id) => current.includes(id));
    if (current.length + added.length - removed.length < 1) {
      throw ValidationFailed({ removeMemberIds: 'chat:errors.lastMember' });
    }
    const name = data.name ?? channel.name ?? '';
    const [updated] = await tx.update(chatChannels).set({ name }).where(eq(chatChannels.id, channel.id)).returning();
    if (added.length > 0) {
      await tx
        .insert(chatMembers)
        .values(added.map((userId) => ({ channelId: channel.id, userId })))
        .onConflictDoNothing();
    }
    if (removed.length > 0) {
      await tx.delete(chatMembers).where(and(eq(chatMembers.channelId, channel.id), inArray(chatMembers.userId, removed)));
    }
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'chat',
      entityId: channel.id,
      message: { key: 'chatChannelUpdated', params: { name, added: added.length, removed: removed.length } },
      details: {
        addedMemberIds: added,
        removedMemberIds: removed,
        ...(data.name !== undefined && data.name !== channel.name ? { previousName: channel.name } : {}),
      },
    });
    await announce(tx, actor, updated, 'UPDATE', removed);
    return !removed.includes(actor.userId);
  });
  if (!stillVisible) throw NotFound('channel');
  return oneChannel(ctx.db, actor, channelId);
};

/** Staff flags of a user (platform admins count as staff of their company). */
const roleFacts = (role: TActor['role'], isPlatformAdmin = false) => ({ role, isStaff: isPlatformAdmin || isStaffRole(role) });

export const openDirect = async ({ ctx, actor, userId }: TArgs & { userId: string }) => {
  const [other] = await ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId), eq(users.stillEmployed, true)));
  const me = { role: actor.role, isStaff: isCompanyStaff(actor) };
  if (!other || other.id === actor.userId || !canMessageDirectly(me, roleFacts(other.role))) throw NotFound('user');
  const directKey = [actor.userId, other.id].sort().join(':');
  const id = await ctx.db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into chat_channels (company_id, kind, direct_key, created_by) values (${actor.companyId}, 'direct', ${directKey}, ${actor.userId})
      on conflict (company_id, direct_key) where kind = 'direct' do nothing returning id`);
    const created = (inserted as unknown as { rows?: { id: string }[] }).rows ?? (inserted as unknown as { id: string }[]);
    if (created.length > 0) {
      await tx.insert(chatMembers).values([
        { channelId: created[0].id, userId: actor.userId },
        { channelId: created[0].id, userId: other.id },
      ]);
      return created[0].id;
    }
    const [existing] = await tx
      .select({ id: chatChannels.id })
      .from(chatChannels)
      .where(and(eq(chatChannels.companyId, actor.companyId), eq(chatChannels.kind, 'direct'), eq(chatChannels.directKey, directKey)));
    return existing.id;
  });
  return oneChannel(ctx.db, actor, id);
};

const presenceOf = (row: { status: string | null; lastSeenAt: Date | null }): TChatPresence => {
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > CHAT_LIMITS.presenceTimeoutMs) return 'offline';
  return row.status === 'away' || row.status === 'busy' ? row.status : 'online';
};

/** The Users tab: whom the actor may message directly (none for a customer company admin), with presence. */
export const listContacts = async ({ ctx, actor }: TArgs): Promise<TChatContacts> => {
  const [mine] = await ctx.db.select({ status: chatPresence.status }).from(chatPresence).where(eq(chatPresence.userId, actor.userId));
  const myStatus = mine?.status ?? 'available';
  if (actor.role === 'customer_company_admin' && !actor.isPlatformAdmin) return { items: [], myStatus, invitable: [] };
  const invitable = canCreateChatChannel(actor)
    ? await ctx.db
        .select({ userId: users.id, name: fullName, role: users.role })
        .from(users)
        .where(and(eq(users.companyId, actor.companyId), eq(users.stillEmployed, true), sql`${users.id} <> ${actor.userId}`))
        .orderBy(asc(fullName))
        .limit(500)
    : [];
  const roles = isChatGuard(actor)
    ? (['superadmin', 'security_company_admin'] as const)
    : (['superadmin', 'security_company_admin', 'security_guard'] as const);
  const rows = await ctx.db
    .select({ userId: users.id, name: fullName, role: users.role, status: chatPresence.status, lastSeenAt: chatPresence.lastSeenAt })
    .from(users)
    .leftJoin(chatPresence, eq(chatPresence.userId, users.id))
    .where(
      and(
        eq(users.companyId, actor.companyId),
        eq(users.stillEmployed, true),
        sql`${users.id} <> ${actor.userId}`,
        or(inArray(users.role, [...roles]), sql`${users.role} not in ('customer_company_admin', 'security_guard')`),
        isChatGuard(actor) ? sql`${users.role} <> 'security_guard'` : undefined,
      ),
    )
    .orderBy(asc(fullName))
    .limit(500);
  return { items: rows.map((r) => ({ userId: r.userId, name: r.name, role: r.role, presence: presenceOf(r) })), myStatus, invitable };
};

/**
 * The heartbeat (every 30 s from the web app) and the user's chosen status. When what others see changes (a new
 * status, or back online after being offline), everyone whose Users tab lists this user is told through the events
 * pipeline (one 'chat' event each, streamed to that user only), so their presence dots change live. A plain heartbeat
 * of someone already online announces nothing.
 */
export const setPresence = async ({ ctx, actor, input }: TArgs & { input: TSetChatPresence }) => {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: chatPresence.status, lastSeenAt: chatPresence.lastSeenAt })
      .from(chatPresence)
      .where(eq(chatPresence.userId, actor.userId));
    const [after] = await tx
      .insert(chatPresence)
      .values({ userId: actor.userId, companyId: actor.companyId, status: input.status ?? 'available', lastSeenAt: sql`now()` })
      .onConflictDoUpdate({
        target: chatPresence.userId,
        set: input.status ? { status: input.status, lastSeenAt: sql`now()` } : { lastSeenAt: sql`now()` },
      })
      .returning({ status: chatPresence.status, lastSeenAt: chatPresence.lastSeenAt });
    const was = before ? presenceOf(before) : 'offline';
    if (presenceOf(after) === was) return;
    for (const userId of await presenceAudienceIds(tx, actor)) {
      await recordEvent(tx, {
        companyId: actor.companyId,
        entityType: 'chat',
        entityId: userId,
        action: 'UPDATE',
        actorUserId: actor.userId,
      });
    }
  });
};
