// Reads the text back out of a PDF this server rendered (tests only): inflates each content stream and decodes
// the hex strings react-pdf writes for the built-in fonts. Enough to assert what a quote or a sheet says
// without a PDF reader on the machine.
import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's bytes 0x80–0x9F (the rest of the bytes are Latin-1). */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b))).join('');

const streamsOf = (pdf: Buffer): Buffer[] => {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    let body = start + 'stream'.length;
    if (pdf[body] === 0x0d) body++;
    if (pdf[body] === 0x0a) body++;
    const end = pdf.indexOf('endstream', body, 'latin1');
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(body, end)));
    } catch {
      // not a deflated stream (fonts, images): not text
    }
    at = end + 'endstream'.length;
  }
  return out;
};

/** The text of every page, one string per text-showing operator group, joined with spaces. */
export const pdfText = (pdf: Buffer): string => {
  const parts: string[] = [];
  for (const stream of streamsOf(pdf)) {
    const content = stream.toString('latin1');
    for (const block of content.match(/\[(?:[^\]]*)\]\s*TJ|<[0-9a-fA-F]*>\s*Tj|\((?:\\.|[^)])*\)\s*Tj/g) ?? []) {
      const hexes = block.match(/<([0-9a-fA-F]*)>/g) ?? [];
      const literal = block.match(/\(((?:\\.|[^)])*)\)/g) ?? [];
      const decoded =
        hexes.map((x) => winAnsi(Buffer.from(x.slice(1, -1), 'hex'))).join('') +
        literal.map((x) => x.slice(1, -1).replace(/\\(.)/g, '$1')).join('');
      parts.push(decoded);
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
};

/** How many pages the file has. */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
