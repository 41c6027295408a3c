// THE rich text sanitizer of the product (daily reports, protocols, wiki pages): the web's editor
// (apps/web/src/components/rich-text/RichTextEditor.tsx, Tiptap) produces HTML that is only a suggestion; every service
// stores what sanitizeRichHtml keeps, and the web shows the server's sanitised HTML. The parsing and re-writing is
// sanitize-html's (htmlparser2, maintained, no DOM needed on the server: decision 0024); the policy is ours.
import sanitizeHtml from 'sanitize-html';

export const RICH_HTML_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'] as const;
/** Elements dropped with everything inside them (text and elements). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title'];

/**
 * The one attribute kept anywhere: a link's href (entities already decoded), when it is http(s), mailto or a path of
 * this app ("/wiki/…"); control characters and spaces are removed as browsers do. Anything else (javascript:, data:,
 * protocol-relative "//host") answers null and the link is dropped, keeping its text.
 */
const safeHrefValue = (decoded: string | undefined): string | null => {
  if (decoded === undefined) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters and spaces in a URL's scheme
  const value = decoded.replace(/[\u0000-\u0020\u007F]/g, '');
  if (!/^(https?:\/\/[^/]|mailto:|\/(?!\/))/i.test(value) || value.length > 2000) return null;
  return value;
};

const decodeEntities = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');

/** A raw (HTML-encoded) href as it would be written in an attribute, or null when it is not a safe link. */
export const safeHref = (raw: string | undefined): string | null => {
  const value = safeHrefValue(raw === undefined ? undefined : decodeEntities(raw));
  return value === null ? null : value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
};

/**
 * Sanitises rich text HTML: only the allow-listed tags survive, each WITHOUT any attribute (no on*, style, src …) but a
 * link's safe href (a link without one is dropped, its text kept; an empty link goes); script/style (and similar)
 * elements go with their content; comments and anything else tag-like go; text is escaped. Unclosed allowed tags are
 * closed, stray closing tags dropped.
 */
export const sanitizeRichHtml = (input: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a body
  const source = input.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  const clean = sanitizeHtml(source, {
    allowedTags: [...RICH_HTML_TAGS],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    selfClosing: ['br'],
    // A link never nests: as in browsers, a link's start tag closes the open one (`<a href="/a"><a href="/b">n</a>`
    // is `<a href="/a"></a><a href="/b">n</a>`), and a link left empty goes.
    // (Renaming a dropped link to a disallowed tag would not do: sanitize-html then closes the next link of the same
    // depth with that tag's name.)
    transformTags: {
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = safeHrefValue(attribs.href);
        return { tagName: 'a', attribs: href ? { href } : {} };
      },
    },
    exclusiveFilter: (frame) => (frame.tag !== 'a' ? false : frame.text.trim() === '' ? true : frame.attribs.href ? false : 'excludeTag'),
    // A non-breaking space stays the entity the editor wrote (richHtmlToText turns it into a space).
    textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
  });
  return clean.replace(/<br \/>/g, '<br>').trim();
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
