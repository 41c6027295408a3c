// THE rich text sanitizer of the product (daily reports, protocols, wiki pages): the web's editor
// (apps/web/src/components/rich-text/RichTextEditor.tsx, Tiptap) produces HTML that is only a suggestion; every service
// stores what sanitizeRichHtml keeps, and the web shows the server's sanitised HTML.

export const RICH_HTML_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'] as const;
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

const decodeEntities = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');

/**
 * The one attribute kept anywhere: a link's href, when it is http(s), mailto or a path of this app ("/wiki/…").
 * Anything else (javascript:, data:, protocol-relative "//host") drops the link, keeping its text.
 */
export const safeHref = (raw: string | undefined): string | null => {
  if (raw === undefined) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters and spaces in a URL's scheme
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007F]/g, '');
  if (!/^(https?:\/\/[^/]|mailto:|\/(?!\/))/i.test(value) || value.length > 2000) return null;
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
};

const hrefOf = (attributes: string): string | undefined => {
  const m = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/**
 * Sanitises rich text HTML: only the allow-listed tags survive, each WITHOUT any attribute (no on*, style, src …) but a
 * link's safe href (a link without one is dropped, its text kept); script/style (and similar) elements go with their
 * content; comments and anything else tag-like go; text is escaped. Unclosed allowed tags are closed at the end,
 * stray closing tags dropped.
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
      if (name === 'a') {
        // No nested links; a link without a safe href is dropped (its text stays).
        const href = open.includes('a') ? null : safeHref(hrefOf(match[3] ?? ''));
        if (!href) continue;
        open.push(name);
        out.push(`<a href="${href}">`);
        continue;
      }
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

/** The text of sanitised rich HTML (PDF, CSV, e-mail, search): block ends become new lines, entities decoded. */
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
