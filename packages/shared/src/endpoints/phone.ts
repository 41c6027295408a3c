// The in-browser SIP phone (issue 14). Schemas: contracts/phone.ts.
import { ZPhoneSetup, ZPhoneStatusInput } from '../contracts/phone';
import { defineEndpoint } from './define';

const tag = 'phone';

/** The actor's own SIP account (with its password) and the company's ICE servers; there is no way to ask for someone else's. */
export const setup = defineEndpoint({
  method: 'GET',
  path: '/api/phone/setup',
  tag,
  access: 'signed-in',
  summary: "The signed-in user's SIP account and the company's STUN/TURN servers, for the in-browser phone",
  response: ZPhoneSetup,
});

/** The phone's connection status, stored on the actor's own SIP settings (connectionStatus, lastConnectionAttempt). */
export const reportStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/phone/status',
  tag,
  access: 'signed-in',
  kind: 'empty',
  summary: "Stores the in-browser phone's connection status on the signed-in user's SIP settings (a change is system-logged)",
  body: ZPhoneStatusInput,
  errors: [400],
});
