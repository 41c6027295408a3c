// The phone's constants (spec section 9 "Phone"): every one is set explicitly in the JsSIP configuration (sip-client.ts).
export const PHONE = {
  /** Registration must succeed within this, else the connection is "failed" (spec section 4). */
  connectionTimeoutMs: 15_000,
  /** An unanswered call ends after this (JsSIP `no_answer_timeout`, seconds). */
  noAnswerTimeoutS: 60,
  /** REGISTER Expires (JsSIP `register_expires`, seconds). */
  registerExpiresS: 600,
  /** RFC 4028 session timers are off (JsSIP `session_timers`). */
  sessionTimers: false,
  /** The SIP port when the settings leave it empty. */
  defaultPort: 5060,
  /** Entries kept in the call history (local storage `sipCallHistory`). */
  historyMax: 50,
  /** Stopping with transactions open waits this long (JsSIP's UA.stop() waits 2 s; stated here and checked in a test). */
  shutdownDelayMs: 2_000,
  /** Max-Forwards of every request (JsSIP.C.MAX_FORWARDS). */
  maxForwards: 69,
  /** Session-Expires and Min-SE, used only if a peer asks for timers (JsSIP.C.SESSION_EXPIRES / MIN_SESSION_EXPIRES). */
  sessionExpiresS: 90,
  minSessionExpiresS: 60,
  /** Reconnection back-off after a lost WebSocket (JsSIP `connection_recovery_min/max_interval`, seconds). */
  recoveryMinIntervalS: 2,
  recoveryMaxIntervalS: 30,
  /** Status polling (spec section 9): the header every 5 s, the phone dialog and the users page every 3 s. */
  headerPollMs: 5_000,
  dialogPollMs: 3_000,
} as const;

/** The built-in emergency contacts (spec "Phone dialog (PBX)"); their names are translation keys. */
export const BUILT_IN_CONTACTS = [
  { number: '911', nameKey: 'phone:builtIn.emergency' },
  { number: '101', nameKey: 'phone:builtIn.securityControl' },
  { number: '100', nameKey: 'phone:builtIn.mainReception' },
] as const;

export const HISTORY_KEY = 'sipCallHistory';
