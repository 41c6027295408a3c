// THE phone of this browser tab (spec sections 2 "Phone dialog (PBX)", 4 "Phone connection" and "Call status"): one
// store that the header badge, the PBX button, the dialog, the user cards and the directory links read. JsSIP is loaded
// only when the phone connects (import('./sip-client')). States: disconnected → connecting → connected | failed
// (registration failure, start failure or 15 s without registering); disconnected again on transport loss (JsSIP
// reconnects every 2–30 s and registers again), unregistration or logout. One call at a time.
import type { TPhoneSetup } from '@centinela/shared/contracts/phone';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent, UA } from 'jssip/lib/UA';
import { toast } from 'sonner';
import { translateExternal } from '@/i18n/keys';
import { i18n } from '@/i18n';
import { PHONE } from './constants';
import { addToHistory, formatDuration, historyMoment, type TCallType } from './history';
import { preferCodec } from './codecs';
import { buildDirectory, nameForNumber } from './directory';
import { callTarget } from './routing';

export type TPhoneStatus = 'disconnected' | 'connecting' | 'connected' | 'failed';
export type TCallStatus = 'connecting' | 'ringing' | 'connected' | 'incoming' | 'ended' | 'failed';
export type TPhoneTab = 'dialer' | 'contacts' | 'history';

export type TCall = {
  number: string;
  name: string;
  direction: 'incoming' | 'outgoing';
  status: TCallStatus;
  /** When the call was answered (ms), for the duration. */
  answeredAt: number | null;
  isMuted: boolean;
  isSpeakerOn: boolean;
};

export type TPhoneState = {
  status: TPhoneStatus;
  extension: string | null;
  call: TCall | null;
  isDialogOpen: boolean;
  dialNumber: string;
  tab: TPhoneTab;
  /** Bumped when the history changes, so the History tab reads it again. */
  historyVersion: number;
  /** Why the phone is not connected, shown in the dialog (the spec's connection messages). */
  notice: TPhoneNotice | null;
};

export type TPhoneNotice = 'noConfiguration' | 'incomplete' | 'failed' | 'error';

export type TConnectOutcome = 'connected' | 'failed' | 'error';

const INITIAL: TPhoneState = {
  status: 'disconnected',
  extension: null,
  call: null,
  isDialogOpen: false,
  dialNumber: '',
  tab: 'dialer',
  historyVersion: 0,
  notice: null,
};

let state: TPhoneState = INITIAL;
const listeners = new Set<() => void>();

export const phoneStore = {
  getState: () => state,
  setState: (patch: Partial<TPhoneState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reset: () => phoneStore.setState(INITIAL),
};

/** Directory names come as data (a contact's nameKey): their keys are checked at run time. */
const translate = (key: string, options?: Record<string, unknown>) => translateExternal(key, options) ?? key;
/** A number's name when none is known: a built-in contact's (911, 101, 100), else "Contact {number}". */
const nameOf = (number: string) =>
  nameForNumber(
    number,
    buildDirectory({}, (key) => translate(key)),
    translate,
  );

const setCall = (patch: Partial<TCall>) => state.call && phoneStore.setState({ call: { ...state.call, ...patch } });

// ---- the connection ----

let ua: UA | null = null;
let setup: TPhoneSetup | null = null;
let session: RTCSession | null = null;
let timeZone = 'America/Puerto_Rico';
let connectTimer: ReturnType<typeof setTimeout> | null = null;
let remoteAudio: HTMLAudioElement | null = null;
let ringer: { stop: () => void } | null = null;

const clearConnectTimer = () => {
  if (connectTimer) clearTimeout(connectTimer);
  connectTimer = null;
};

/** Connects and registers with a complete SIP account; settles when registered, failed, or after 15 s. */
export const connectPhone = async (phoneSetup: TPhoneSetup, options: { timeZone?: string } = {}): Promise<TConnectOutcome> => {
  disconnectPhone();
  setup = phoneSetup;
  if (options.timeZone) timeZone = options.timeZone;
  phoneStore.setState({ status: 'connecting', extension: phoneSetup.sip.extensionNumber ?? phoneSetup.sip.username, notice: null });
  try {
    const { createUserAgent } = await import('./sip-client');
    if (setup !== phoneSetup) return 'failed'; // disconnected (logout) while JsSIP was loading
    const agent = createUserAgent(phoneSetup);
    ua = agent;
    return await new Promise<TConnectOutcome>((resolve) => {
      let settled = false;
      const settle = (outcome: TConnectOutcome) => {
        clearConnectTimer();
        if (!settled) resolve(outcome);
        settled = true;
      };
      connectTimer = setTimeout(() => {
        if (ua !== agent) return;
        phoneStore.setState({ status: 'failed' });
        agent.stop();
        settle('failed');
      }, PHONE.connectionTimeoutMs);
      agent.on('registered', () => {
        if (ua !== agent) return;
        phoneStore.setState({ status: 'connected' });
        settle('connected');
      });
      agent.on('registrationFailed', () => {
        if (ua !== agent) return;
        phoneStore.setState({ status: 'failed' });
        agent.stop();
        settle('failed');
      });
      agent.on('unregistered', () => {
        if (ua === agent && state.status === 'connected') phoneStore.setState({ status: 'disconnected' });
      });
      agent.on('disconnected', () => {
        // Transport lost: JsSIP reconnects (2–30 s) and registers again, which sets "connected" once more.
        if (ua === agent && state.status === 'connected') phoneStore.setState({ status: 'disconnected' });
      });
      agent.on('newRTCSession', (event: RTCSessionEvent) => {
        if (event.originator === 'remote') onIncoming(event.session);
      });
      try {
        agent.start();
      } catch {
        phoneStore.setState({ status: 'failed' });
        settle('error');
      }
    });
  } catch {
    phoneStore.setState({ status: 'failed' });
    return 'error';
  }
};

/** Logout and a new connection: hangs up, unregisters and closes the socket (JsSIP waits 2 s for open transactions). */
export const disconnectPhone = () => {
  clearConnectTimer();
  stopRinging();
  if (session && !session.isEnded()) {
    try {
      session.terminate();
    } catch {
      // already gone
    }
  }
  session = null;
  const agent = ua;
  ua = null;
  setup = null;
  if (agent) {
    agent.removeAllListeners();
    agent.stop();
  }
  phoneStore.setState({ status: 'disconnected', extension: null, call: null, notice: null });
};

// ---- calls ----

const mediaOptions = () => ({
  mediaConstraints: { audio: true, video: false },
  pcConfig: { iceServers: (setup?.iceServers ?? []).map((s) => ({ urls: s.urls, username: s.username, credential: s.credential })) },
  rtcOfferConstraints: { offerToReceiveAudio: true, offerToReceiveVideo: false },
});

const audioElement = () => {
  if (!remoteAudio) {
    remoteAudio = document.createElement('audio');
    remoteAudio.autoplay = true;
    remoteAudio.dataset.testid = 'phone-remote-audio';
  }
  return remoteAudio;
};

const playRemote = (connection: RTCPeerConnection) => {
  const audio = audioElement();
  const attach = (stream: MediaStream) => {
    audio.srcObject = stream;
    audio.muted = !(state.call?.isSpeakerOn ?? true);
    void audio.play().catch(() => undefined);
  };
  connection.addEventListener('track', (event) => attach(event.streams[0] ?? new MediaStream([event.track])));
};

/** A gentle two-tone ring while an incoming call waits (Web Audio; silent where audio cannot start). */
const startRinging = () => {
  stopRinging();
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.value = 0.05;
    gain.connect(context.destination);
    let stopped = false;
    const ring = () => {
      if (stopped) return;
      for (const [offset, frequency] of [
        [0, 440],
        [0.4, 480],
      ] as const) {
        const osc = context.createOscillator();
        osc.frequency.value = frequency;
        osc.connect(gain);
        osc.start(context.currentTime + offset);
        osc.stop(context.currentTime + offset + 0.35);
      }
    };
    ring();
    const interval = setInterval(ring, 3000);
    ringer = {
      stop: () => {
        stopped = true;
        clearInterval(interval);
        void context.close().catch(() => undefined);
      },
    };
  } catch {
    ringer = null;
  }
};

const stopRinging = () => {
  ringer?.stop();
  ringer = null;
};

const record = (call: TCall, type: TCallType) => {
  const at = new Date();
  const duration = call.answeredAt ? (Date.now() - call.answeredAt) / 1000 : 0;
  addToHistory({ number: call.number, name: call.name, type, ...historyMoment(at, timeZone), duration: formatDuration(duration) });
  phoneStore.setState({ historyVersion: state.historyVersion + 1 });
};

/** Ended and failed calls leave the current call and go to the history (spec section 4). */
const finish = (outcome: 'ended' | 'failed', current: RTCSession) => {
  if (session !== current) return;
  stopRinging();
  const call = state.call;
  session = null;
  if (call) {
    const type: TCallType = call.direction === 'outgoing' ? 'outgoing' : call.answeredAt ? 'incoming' : 'missed';
    record({ ...call, status: outcome }, type);
  }
  phoneStore.setState({ call: null });
};

const watch = (current: RTCSession) => {
  current.on('peerconnection', ({ peerconnection }) => playRemote(peerconnection));
  current.on('sdp', (event) => {
    if (event.originator === 'local' && setup) event.sdp = preferCodec(event.sdp, setup.sip.preferredCodec);
  });
  current.on('progress', () => session === current && state.call?.direction === 'outgoing' && setCall({ status: 'ringing' }));
  current.on('accepted', () => {
    if (session !== current) return;
    stopRinging();
    setCall({ status: 'connected', answeredAt: Date.now() });
  });
  current.on('ended', () => finish('ended', current));
  current.on('failed', ({ originator, cause }) => {
    if (session === current && originator !== 'local' && state.call?.direction === 'outgoing' && cause !== 'Canceled') {
      toast.error(i18n.t('phone:errors.callFailed'));
    }
    finish('failed', current);
  });
};

const onIncoming = (incoming: RTCSession) => {
  if (session) {
    // One call at a time: a second caller hears "busy".
    incoming.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
    return;
  }
  session = incoming;
  const identity = incoming.remote_identity;
  const number = identity?.uri?.user ?? '';
  phoneStore.setState({
    call: {
      number,
      name: identity?.display_name || nameOf(number),
      direction: 'incoming',
      status: 'incoming',
      answeredAt: null,
      isMuted: false,
      isSpeakerOn: true,
    },
    isDialogOpen: true,
  });
  watch(incoming);
  if (incoming.connection) playRemote(incoming.connection);
  startRinging();
};

/** Places a call (Call button, contacts, history, user cards); answers whether it started. */
export const placeCall = (number: string, name?: string): boolean => {
  if (!ua || !setup || state.status !== 'connected') {
    toast.error(i18n.t('phone:errors.notConnected'));
    return false;
  }
  if (session || state.call) {
    toast.error(i18n.t('phone:errors.callInProgress'));
    return false;
  }
  const target = callTarget(number, setup.sip);
  if (!target.user || !target.host) return false;
  try {
    phoneStore.setState({
      call: {
        number: target.user,
        name: name ?? nameOf(target.user),
        direction: 'outgoing',
        status: 'connecting',
        answeredAt: null,
        isMuted: false,
        isSpeakerOn: true,
      },
    });
    const outgoing = ua.call(target.uri, mediaOptions());
    session = outgoing;
    watch(outgoing);
    if (outgoing.connection) playRemote(outgoing.connection);
    return true;
  } catch {
    session = null;
    phoneStore.setState({ call: null });
    toast.error(i18n.t('phone:errors.initiateFailed'));
    return false;
  }
};

export const answerCall = () => {
  if (!session || state.call?.status !== 'incoming') return;
  stopRinging();
  try {
    session.answer(mediaOptions());
  } catch {
    toast.error(i18n.t('phone:errors.callFailed'));
  }
};

/** Hang up (or decline an incoming call with 603 Decline). */
export const hangUp = () => {
  const current = session;
  if (!current) {
    phoneStore.setState({ call: null });
    return;
  }
  try {
    if (state.call?.status === 'incoming') current.terminate({ status_code: 603, reason_phrase: 'Decline' });
    else current.terminate();
  } catch {
    toast.error(i18n.t('phone:errors.endFailed'));
  }
};

export const toggleMute = () => {
  if (!session || !state.call) return;
  const isMuted = !state.call.isMuted;
  if (isMuted) session.mute({ audio: true });
  else session.unmute({ audio: true });
  setCall({ isMuted });
};

/** The speaker: the other party's audio on or off. */
export const toggleSpeaker = () => {
  if (!state.call) return;
  const isSpeakerOn = !state.call.isSpeakerOn;
  if (remoteAudio) remoteAudio.muted = !isSpeakerOn;
  setCall({ isSpeakerOn });
};

// ---- the dialog ----

/** Opens the phone, optionally with a number in the dial field (user cards, directory links). */
export const openPhone = (number?: string) =>
  phoneStore.setState({ isDialogOpen: true, ...(number !== undefined ? { dialNumber: number, tab: 'dialer' as const } : {}) });

export const closePhone = () => phoneStore.setState({ isDialogOpen: false });
