// What a file really is, decided by its bytes (magic numbers), never by its name or the browser's claim.
import fsp from 'node:fs/promises';

export const FILE_KINDS = ['pdf', 'doc', 'docx', 'png', 'jpeg', 'webp', 'webm', 'mp4'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

export const CONTENT_TYPES: Record<TFileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/** The extension a stored file of each kind is named and served with. */
export const EXTENSIONS: Record<TFileKind, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  webm: 'webm',
  mp4: 'mp4',
};

/** The kind a stored Content-Type stands for (null for a type the product never stores). */
export const kindOfContentType = (contentType: string): TFileKind | null =>
  FILE_KINDS.find((kind) => CONTENT_TYPES[kind] === contentType.split(';')[0].trim().toLowerCase()) ?? null;

/**
 * The user's name with the extension of the detected kind: `x.html` holding a PDF is `x.pdf`, `scan` is `scan.pdf`;
 * an extension that already names the kind is kept (`photo.jpeg` stays). Only the last extension is replaced.
 */
export const nameForKind = (name: string, kind: TFileKind) => {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const accepted = kind === 'jpeg' ? ['jpg', 'jpeg'] : [EXTENSIONS[kind]];
  if (accepted.includes(extension)) return name;
  return `${base.trim() || 'file'}.${EXTENSIONS[kind]}`;
};

/** Documents and memos (spec section 5): pdf, doc, docx, png, jpg/jpeg. */
export const DOCUMENT_KINDS: readonly TFileKind[] = ['pdf', 'doc', 'docx', 'png', 'jpeg'];
/** Face photos: images only. */
export const IMAGE_KINDS: readonly TFileKind[] = ['png', 'jpeg', 'webp'];
/** The guided face video recorded by MediaRecorder (webm in Chromium/Firefox, mp4 in Safari). */
export const VIDEO_KINDS: readonly TFileKind[] = ['webm', 'mp4'];
/** Photos, video and documents (an incident's attachments). */
export const ANY_MEDIA_KINDS: readonly TFileKind[] = [...new Set([...IMAGE_KINDS, ...VIDEO_KINDS, ...DOCUMENT_KINDS])];
/** Push-to-talk clips of the internal chat (MediaRecorder webm/opus); stored as audio/webm. */
export const AUDIO_KINDS: readonly TFileKind[] = ['webm'];

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const OLE_CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

/** Names of the entries of a zip archive, read from its central directory (null when it is not a readable zip). */
export const zipEntryNames = async (filePath: string, size: number): Promise<string[] | null> => {
  const handle = await fsp.open(filePath, 'r');
  try {
    // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return null;
    const entries = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdOffset + cdSize > size || cdSize > 4 * 1024 * 1024) return null;
    const cd = Buffer.alloc(cdSize);
    await handle.read(cd, 0, cdSize, cdOffset);
    const names: string[] = [];
    let p = 0;
    for (let n = 0; n < entries && p + 46 <= cd.length; n++) {
      if (cd.readUInt32LE(p) !== 0x02014b50) return null;
      const nameLength = cd.readUInt16LE(p + 28);
      const extraLength = cd.readUInt16LE(p + 30);
      const commentLength = cd.readUInt16LE(p + 32);
      names.push(cd.toString('utf8', p + 46, p + 46 + nameLength));
      p += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
};

/** The kind of the file at filePath, or null when it is none of FILE_KINDS. */
export const detectFileKind = async (filePath: string, size: number): Promise<TFileKind | null> => {
  if (size === 0) return null;
  const head = Buffer.alloc(Math.min(size, 1024));
  const handle = await fsp.open(filePath, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  // Every signature is read where its format puts it, at the start of the file. PDF readers also accept `%PDF-`
  // further into the first kilobyte, which is what makes HTML-with-a-PDF-header polyglots possible: not here.
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, OLE_CFB)) return 'doc';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, EBML)) return 'webm';
  if (startsWith(head, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(head, ZIP_LOCAL)) {
    const names = await zipEntryNames(filePath, size);
    if (names?.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))) return 'docx';
  }
  return null;
};
