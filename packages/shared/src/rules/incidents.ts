// Incidents and daily reports: the status transitions (spec section 4 "mark as reviewed", "mark as closed"; issue 17
// adds sealed and reopen) and the small HTML allow-list of daily report bodies. The server enforces both (409 for a
// transition the table does not list), the web shows only the actions the table offers.
import type { TDailyReportStatus, TIncidentStatus } from '../enums';

export const INCIDENT_ACTIONS = ['review', 'close', 'seal', 'reopen'] as const;
export type TIncidentAction = (typeof INCIDENT_ACTIONS)[number];
export const DAILY_REPORT_ACTIONS = ['review', 'close'] as const;
export type TDailyReportAction = (typeof DAILY_REPORT_ACTIONS)[number];

/** from → action → to. Sealed has no way out: nothing changes a sealed incident (corrections are appended notes). */
export const INCIDENT_TRANSITIONS: Record<TIncidentStatus, Partial<Record<TIncidentAction, TIncidentStatus>>> = {
  pending: { review: 'reviewed' },
  reviewed: { close: 'closed', reopen: 'pending' },
  closed: { seal: 'sealed', reopen: 'reviewed' },
  sealed: {},
};

export const DAILY_REPORT_TRANSITIONS: Record<TDailyReportStatus, Partial<Record<TDailyReportAction, TDailyReportStatus>>> = {
  pending: { review: 'reviewed' },
  reviewed: { close: 'closed' },
  closed: {},
};

/** The status an action leads to, or null when the table does not allow it. */
export const nextIncidentStatus = (from: TIncidentStatus, action: TIncidentAction): TIncidentStatus | null =>
  INCIDENT_TRANSITIONS[from]?.[action] ?? null;
export const nextDailyReportStatus = (from: TDailyReportStatus, action: TDailyReportAction): TDailyReportStatus | null =>
  DAILY_REPORT_TRANSITIONS[from]?.[action] ?? null;

/** Fields of an incident change only while pending or reviewed; closed must be reopened first; sealed never. */
export const isIncidentEditable = (status: TIncidentStatus) => status === 'pending' || status === 'reviewed';
export const isDailyReportEditable = (status: TDailyReportStatus) => status !== 'closed';

/** Statuses a customer company admin sees (never a pending incident). */
export const CUSTOMER_VISIBLE_INCIDENT_STATUSES: readonly TIncidentStatus[] = ['reviewed', 'closed', 'sealed'];
export const CUSTOMER_VISIBLE_DAILY_REPORT_STATUSES: readonly TDailyReportStatus[] = ['reviewed', 'closed'];

// ---- rich text (daily report bodies): a small allow-list, no attributes at all

export const RICH_HTML_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'] as const;
const ALLOWED = new Set<string>(RICH_HTML_TAGS);
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
]);
const VOID = new Set(['br']);

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * Sanitises rich text HTML: only the allow-listed tags survive, each WITHOUT any attribute (no on*, style, href,
 * src …); script/style (and similar) elements go with their content; comments and anything else tag-like go;
 * text is escaped. Unclosed allowed tags are closed at the end, stray closing tags dropped.
 */
export const sanitizeRichHtml = (input: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a body
  const source = input.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  const out: string[] = [];
  const open: string[] = [];
  const tagRe = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>/g;
  let last = 0;
  let skipUntil: string | null = null;
  for (const match of source.matchAll(tagRe)) {
    const index = match.index ?? 0;
    if (!skipUntil && index > last) out.push(escapeText(source.slice(last, index)));
    last = index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const isClosing = match[1] === '/';
    if (skipUntil) {
      if (isClosing && name === skipUntil) skipUntil = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!isClosing && !/\/\s*$/.test(match[3] ?? '')) skipUntil = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!isClosing) out.push(`<${name}>`);
      continue;
    }
    if (!isClosing) {
      open.push(name);
      out.push(`<${name}>`);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue;
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  if (!skipUntil && last < source.length) out.push(escapeText(source.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('').trim();
};

/** The text of sanitised rich HTML (PDF, CSV, e-mail): block ends become new lines, entities decoded. */
export const richHtmlToText = (html: string): string =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<li>/g, '• ')
    .replace(/<\/(p|li|h2|h3|blockquote|ul|ol)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
