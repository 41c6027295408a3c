// The in-browser phone's set-up: the user's own SIP account (the stored password decrypted) and the ICE servers of the
// company's WebRTC settings (spec section 7: the public STUN defaults where the company set none); and the phone's
// connection status reported back onto the user's own SIP settings.
import { DEFAULT_STUN_SERVERS } from '@centinela/shared/contracts/companies';
import type { TIceServer, TPhoneSetup, TPhoneStatusInput } from '@centinela/shared/contracts/phone';
import { companyWebrtcSettings, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import { ownCompanyWebrtcScope, ownSipAccountScope } from './phone.policy';

type TArgs = { ctx: TServiceContext; actor: TActor };

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const iceServersOf = (
  row:
    | { primaryStunServer: string | null; backupStunServer: string | null; turnServer: string | null; turnUsername: string | null }
    | undefined,
  turnPassword: string | null,
): TIceServer[] => {
  const stun = [filled(row?.primaryStunServer) ?? DEFAULT_STUN_SERVERS[0], filled(row?.backupStunServer) ?? DEFAULT_STUN_SERVERS[1]];
  const servers: TIceServer[] = [...new Set(stun)].map((urls) => ({ urls }));
  const turn = filled(row?.turnServer);
  if (turn) servers.push({ urls: turn, username: row?.turnUsername ?? undefined, credential: turnPassword ?? undefined });
  return servers;
};

export const phoneSetup = async ({ ctx, actor }: TArgs): Promise<TPhoneSetup> => {
  const [user] = await ctx.db.select({ sipSettings: users.sipSettings }).from(users).where(ownSipAccountScope(actor)).limit(1);
  const sip = found(user, 'user').sipSettings ?? {};
  const password = sip.passwordEncrypted ? ctx.secrets.decrypt(sip.passwordEncrypted) : null;
  const account = {
    incomingServer: filled(sip.incomingServer),
    incomingPort: sip.incomingPort ?? 5060,
    outgoingServer: filled(sip.outgoingServer),
    outgoingPort: sip.outgoingPort ?? 5060,
    extensionName: filled(sip.extensionName),
    extensionNumber: filled(sip.extensionNumber),
    username: filled(sip.username),
    password,
    preferredCodec: sip.preferredCodec ?? 'default',
    sampleRate: sip.sampleRate ?? 'default',
  };
  return {
    sip: account,
    isConfigured: Boolean(account.incomingServer || account.outgoingServer || account.username || password || account.extensionNumber),
    isComplete: Boolean(account.username && password && account.incomingServer),
    iceServers: await companyIceServers(ctx, actor),
  };
};

/** The company's ICE servers; on any failure (e.g. a TURN password that no longer decrypts) the public STUN defaults. */
const companyIceServers = async (ctx: TServiceContext, actor: TActor): Promise<TIceServer[]> => {
  try {
    const [webrtc] = await ctx.db.select().from(companyWebrtcSettings).where(ownCompanyWebrtcScope(actor)).limit(1);
    return iceServersOf(webrtc, webrtc?.turnPasswordEncrypted ? ctx.secrets.decrypt(webrtc.turnPasswordEncrypted) : null);
  } catch {
    // Spec section 7: the phone falls back to the public STUN servers rather than not starting at all.
    return iceServersOf(undefined, null);
  }
};

/**
 * PUT /api/phone/status: the phone's connection status on the actor's own SIP settings, so the SIP tab (and anyone
 * reading the user) sees it. Only a change is written; 'connecting' also stamps lastConnectionAttempt. A change to
 * connected, failed or disconnected leaves a system log entry (a user without a usable SIP account has nothing to update).
 */
export const reportPhoneStatus = async ({ ctx, actor, input }: TArgs & { input: TPhoneStatusInput }) =>
  ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ sipSettings: users.sipSettings }).from(users).where(ownSipAccountScope(actor)).for('update');
    const sip = found(user, 'user').sipSettings;
    // Only a SIP account the phone can use (it connects only then) has a status; and only a change is written.
    if (!sip?.username || !sip.incomingServer || (sip.connectionStatus ?? 'not_connected') === input.status) return;
    const next = {
      ...sip,
      connectionStatus: input.status,
      ...(input.status === 'connecting' ? { lastConnectionAttempt: new Date().toISOString() } : {}),
    };
    await tx.update(users).set({ sipSettings: next }).where(ownSipAccountScope(actor));
    if (input.status === 'connecting') return;
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'users',
      entityId: actor.userId,
      message:
        input.status === 'connected'
          ? { key: 'phoneConnected', params: { extension: sip.extensionNumber ?? sip.username ?? '' } }
          : { key: input.status === 'failed' ? 'phoneConnectionFailed' : 'phoneDisconnected' },
    });
  });
