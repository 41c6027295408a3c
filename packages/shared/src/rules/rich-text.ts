// Post orders are stored as a small Markdown subset and rendered from this parse tree, never as HTML:
// whatever a user types (tags included) is shown as text, so there is nothing to sanitise on the way out.
// Supported: '# ' / '## ' headings, '- ' or '* ' bullets, '1. ' numbered items, **bold**, *italic* or _italic_.

export type TRichInline = { text: string; isBold: boolean; isItalic: boolean };
export type TRichLine = TRichInline[];
export type TRichBlock =
  | { type: 'heading'; level: 1 | 2; lines: TRichLine[] }
  | { type: 'paragraph'; lines: TRichLine[] }
  | { type: 'bullets'; items: TRichLine[] }
  | { type: 'numbers'; items: TRichLine[] };

export const RICH_TEXT_MAX_LENGTH = 20_000;

/** Control characters other than tab and newline never belong in post orders. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to strip control characters
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Normalises stored text: unified newlines, no control characters, no trailing blank lines. */
export const normalizeRichText = (value: string): string => value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').replace(/\s+$/, '');

const INLINE_RE = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|_(?!\s)(.+?)_/g;

export const parseInline = (text: string): TRichLine => {
  const out: TRichLine = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_RE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ text: text.slice(last, index), isBold: false, isItalic: false });
    if (match[1] !== undefined) out.push({ text: match[1], isBold: true, isItalic: false });
    else out.push({ text: match[2] ?? match[3] ?? '', isBold: false, isItalic: true });
    last = index + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), isBold: false, isItalic: false });
  return out;
};

export const parseRichText = (value: string | null | undefined): TRichBlock[] => {
  if (!value) return [];
  const blocks: TRichBlock[] = [];
  const push = (kind: 'bullets' | 'numbers' | 'paragraph', line: TRichLine) => {
    const last = blocks[blocks.length - 1];
    if (kind === 'paragraph') {
      if (last?.type === 'paragraph') last.lines.push(line);
      else blocks.push({ type: 'paragraph', lines: [line] });
    } else if (last?.type === kind) last.items.push(line);
    else blocks.push({ type: kind, items: [line] });
  };
  let isBreak = true;
  for (const raw of normalizeRichText(value).split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      isBreak = true;
      continue;
    }
    const heading = /^(#{1,2})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (heading) blocks.push({ type: 'heading', level: heading[1].length as 1 | 2, lines: [parseInline(heading[2])] });
    else if (bullet) push('bullets', parseInline(bullet[1]));
    else if (numbered) push('numbers', parseInline(numbered[1]));
    else if (isBreak || blocks[blocks.length - 1]?.type !== 'paragraph') blocks.push({ type: 'paragraph', lines: [parseInline(line)] });
    else push('paragraph', parseInline(line));
    isBreak = false;
  }
  return blocks;
};

/** The text without its markers (CSV exports, previews). */
export const richTextToPlain = (value: string | null | undefined): string =>
  parseRichText(value)
    .map((block) => {
      const lines = block.type === 'heading' || block.type === 'paragraph' ? block.lines : block.items;
      return lines.map((line) => line.map((part) => part.text).join('')).join('\n');
    })
    .join('\n');
