// The in-browser phone's set-up: the user's own SIP account (the stored password decrypted) and the ICE servers of the
// company's WebRTC settings (spec section 7: the public STUN defaults where the company set none). Read-only.
import { DEFAULT_STUN_SERVERS } from '@centinela/shared/contracts/companies';
import type { TIceServer, TPhoneSetup } from '@centinela/shared/contracts/phone';
import { companyWebrtcSettings, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { found } from '../../platform/access/scope';
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
  const sip = found(user, 'User').sipSettings ?? {};
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
