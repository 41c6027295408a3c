// The in-browser SIP phone (issue 14; spec sections 2 "Phone dialog (PBX)", 3 sipSettings / WebRTC settings, 4 phone
// connection, 7 the WebSocket SIP connection, 9 the phone constants). The phone signs in to the company's PBX with the
// user's own SIP account: GET /api/phone/setup gives it to the user themself only (the password included — it never
// appears in any other answer) with the ICE servers of the company's WebRTC settings.
import { z } from 'zod';
import { SIP_CODECS, SIP_CONNECTION_STATUSES, SIP_SAMPLE_RATES } from '../enums';

export const ZIceServer = z.object({
  urls: z.string(),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type TIceServer = z.infer<typeof ZIceServer>;

export const ZPhoneSetup = z.object({
  /** The user's SIP account as stored (null when nothing is set). */
  sip: z.object({
    incomingServer: z.string().nullable(),
    incomingPort: z.number().int(),
    outgoingServer: z.string().nullable(),
    outgoingPort: z.number().int(),
    extensionName: z.string().nullable(),
    extensionNumber: z.string().nullable(),
    username: z.string().nullable(),
    password: z.string().nullable(),
    preferredCodec: z.enum(SIP_CODECS),
    sampleRate: z.enum(SIP_SAMPLE_RATES),
  }),
  /** Nothing of the SIP account is set: the phone stays offline ("no SIP configuration"). */
  isConfigured: z.boolean(),
  /** Username, password and incoming server are set (spec section 5): otherwise "SIP settings incomplete". */
  isComplete: z.boolean(),
  /** STUN/TURN servers from the company's WebRTC settings (the public STUN defaults where it set none). */
  iceServers: z.array(ZIceServer),
});
export type TPhoneSetup = z.infer<typeof ZPhoneSetup>;

/** The phone tells the server how its connection went: kept on the user's SIP settings (the SIP tab's status). */
export const ZPhoneStatusInput = z.object({ status: z.enum(SIP_CONNECTION_STATUSES) });
export type TPhoneStatusInput = z.infer<typeof ZPhoneStatusInput>;
