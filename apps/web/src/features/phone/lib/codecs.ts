// The user's preferred codec (sipSettings.preferredCodec) goes first in the audio offer/answer the phone sends; the
// PBX picks the first one it supports. `default` keeps the browser's order (Opus first in Chromium).
import type { SIP_CODECS } from '@centinela/shared';

const NAMES: Record<(typeof SIP_CODECS)[number], string[]> = {
  default: [],
  g711: ['PCMU', 'PCMA'],
  g722: ['G722'],
  opus: ['OPUS'],
};

export const preferCodec = (sdp: string, codec: (typeof SIP_CODECS)[number]): string => {
  const wanted = NAMES[codec];
  if (wanted.length === 0) return sdp;
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(eol);
  const preferred = new Set(
    lines.flatMap((line) => {
      const match = /^a=rtpmap:(\d+) ([^/]+)\//.exec(line);
      return match && wanted.includes(match[2].toUpperCase()) ? [match[1]] : [];
    }),
  );
  if (preferred.size === 0) return sdp;
  return lines
    .map((line) => {
      const match = /^(m=audio \S+ \S+) (.+)$/.exec(line);
      if (!match) return line;
      const types = match[2].split(' ');
      const first = types.filter((t) => preferred.has(t));
      return `${match[1]} ${[...first, ...types.filter((t) => !preferred.has(t))].join(' ')}`;
    })
    .join(eol);
};
