// The JsSIP side of the phone, loaded on demand (phone-store.ts imports this module dynamically, so JsSIP never weighs
// on the sign-in page or any page until the phone connects). Every constant of spec section 9 is set here.
import type { TPhoneSetup } from '@centinela/shared/contracts/phone';
import * as JsSIP from 'jssip';
import type { UAConfiguration } from 'jssip/lib/UA';
import { PHONE } from './constants';
import { socketUrl } from './routing';

/** The UA configuration of a complete SIP account (section 9's timeouts, expiry, timers and recovery interval). */
export const userAgentConfig = (setup: TPhoneSetup, socket: JsSIP.WebSocketInterface): UAConfiguration => ({
  sockets: [socket],
  uri: `sip:${setup.sip.username}@${setup.sip.incomingServer}`,
  authorization_user: setup.sip.username ?? undefined,
  password: setup.sip.password ?? undefined,
  display_name: setup.sip.extensionName ?? undefined,
  register: true,
  register_expires: PHONE.registerExpiresS,
  registrar_server: `sip:${setup.sip.incomingServer}`,
  session_timers: PHONE.sessionTimers,
  no_answer_timeout: PHONE.noAnswerTimeoutS,
  connection_recovery_min_interval: PHONE.recoveryMinIntervalS,
  connection_recovery_max_interval: PHONE.recoveryMaxIntervalS,
  user_agent: 'Centinela',
});

/** JsSIP's protocol constants (module-wide): Max-Forwards 69, Session-Expires 90 s, Min-SE 60 s. */
export const applyProtocolConstants = (c: { MAX_FORWARDS: number; SESSION_EXPIRES: number; MIN_SESSION_EXPIRES: number }) => {
  c.MAX_FORWARDS = PHONE.maxForwards;
  c.SESSION_EXPIRES = PHONE.sessionExpiresS;
  c.MIN_SESSION_EXPIRES = PHONE.minSessionExpiresS;
};

export const createUserAgent = (setup: TPhoneSetup) => {
  applyProtocolConstants(JsSIP.C as unknown as Parameters<typeof applyProtocolConstants>[0]);
  const socket = new JsSIP.WebSocketInterface(socketUrl(setup.sip));
  return new JsSIP.UA(userAgentConfig(setup, socket));
};
