// HTTP side of files: reads a multipart request (fields + spooled files, type and size checked) and streams a stored file back.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SPOOL_BUFFER_BYTES } from './storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config';
import { AppError, ValidationFailed } from '../errors';
import { assertStorableText } from '../http/input-guard';
import { UPLOAD_SPOOL_PREFIX } from './sweep';
import { CONTENT_TYPES, detectFileKind, kindOfContentType, nameForKind, type TFileKind } from './file-types';

export type TSpooledFile = {
  /** Temporary file holding the bytes until the service stores them. */
  tempPath: string;
  fieldName: string;
  originalName: string;
  kind: TFileKind;
  contentType: string;
  size: number;
};

export type TReceivedUpload = {
  fields: Record<string, string>;
  files: TSpooledFile[];
  /** Removes the temporary files; call it in a finally block. */
  cleanup: () => Promise<void>;
};

export const TooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    { maxBytes },
    { key: 'errors:PAYLOAD_TOO_LARGE_max', params: { maxMb: Math.floor(maxBytes / (1024 * 1024)) } },
  );

export const UnsupportedType = (allowed: readonly TFileKind[]) => {
  const extensions = allowed.flatMap((kind) => (kind === 'jpeg' ? ['jpg', 'jpeg'] : [kind]));
  return new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    { allowed: extensions },
    { key: 'errors:UNSUPPORTED_MEDIA_TYPE_allowed', params: { allowed: extensions.join(', ') } },
  );
};

/** A body that is not well-formed multipart/form-data (busboy/dicer: no boundary, truncated, bad part headers). */
const isMalformedMultipart = (error: unknown) =>
  error instanceof Error &&
  !(error instanceof AppError) &&
  ((error as { code?: string }).code === 'FST_MP_PREMATURE_CLOSE' ||
    /multipart|boundary|unexpected end|malformed|part terminated/i.test(error.message));

export const MalformedMultipart = (error: Error) =>
  ValidationFailed({ _: 'apiErrors:fields.malformedMultipart' }, { reason: error.message });

/** The name to keep for a file: no folders, no control characters, bounded. */
export const cleanFileName = (name: string | undefined) => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\p{Cs}/gu, '\ufffd')
    .trim();
  // Bounded by code points, so a surrogate pair is never cut in half.
  return [...(cleaned || 'file')].slice(0, 200).join('');
};

/**
 * Reads a multipart request: text fields and up to `maxFiles` files under `fileField`, each spooled to a
 * temporary file (the size limit is the multipart fileSize limit from config.uploadMaxBytes), then checks
 * every file's bytes against `accept`. 415 for a wrong type or a non-multipart body, 413 for a too large file,
 * 400 for a missing file when `isFileRequired`. Nothing is stored anywhere but the temporary folder.
 */
export const receiveUpload = async (
  request: FastifyRequest,
  options: { accept: readonly TFileKind[]; maxBytes: number; fileField?: string; maxFiles?: number; isFileRequired?: boolean },
): Promise<TReceivedUpload> => {
  const { accept, maxBytes, fileField = 'file', maxFiles = 1, isFileRequired = true } = options;
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', undefined, { key: 'errors:UNSUPPORTED_MEDIA_TYPE_multipart' });
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), UPLOAD_SPOOL_PREFIX));
  const fields: Record<string, string> = {};
  const files: TSpooledFile[] = [];
  const cleanup = () => fsp.rm(dir, { recursive: true, force: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        assertStorableText({ [part.fieldname]: part.value }, 'body');
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || files.length >= maxFiles) {
        // Unexpected files are read and dropped, so the rest of the form still arrives.
        part.file.resume();
        if (part.fieldname === fileField) throw ValidationFailed({ [fileField]: 'apiErrors:fields.tooManyFiles' }, { maxFiles });
        continue;
      }
      const tempPath = path.join(dir, randomUUID());
      await pipeline(part.file, fs.createWriteStream(tempPath, { highWaterMark: SPOOL_BUFFER_BYTES }));
      if (part.file.truncated) throw TooLarge(maxBytes);
      const { size } = await fsp.stat(tempPath);
      files.push({
        tempPath,
        fieldName: part.fieldname,
        originalName: cleanFileName(part.filename),
        kind: 'pdf',
        contentType: '',
        size,
      });
    }
    if (isFileRequired && files.length === 0) {
      throw ValidationFailed({ [fileField]: 'apiErrors:fields.fileRequired' });
    }
    for (const file of files) {
      const kind = await detectFileKind(file.tempPath, file.size);
      if (!kind || !accept.includes(kind)) throw UnsupportedType(accept);
      file.kind = kind;
      file.contentType = CONTENT_TYPES[kind];
      // Stored (and served) under the extension of what the bytes are, never the one the user gave.
      file.originalName = nameForKind(file.originalName, kind);
    }
    return { fields, files, cleanup };
  } catch (error) {
    await cleanup();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw TooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw ValidationFailed({ [fileField]: 'apiErrors:fields.tooManyFiles' }, { maxFiles });
    if (isMalformedMultipart(error)) throw MalformedMultipart(error as Error);
    throw error;
  }
};

type TWithUploadOptions = Omit<Parameters<typeof receiveUpload>[1], 'maxBytes'> & { maxBytes?: number };

/**
 * The one way a route takes a multipart body: receives it (maxBytes defaults to the configured upload limit), runs
 * the service with it and always removes the spooled temporary files, whatever the service answers or throws.
 */
export const withUpload = async <T>(
  { ctx, request }: { ctx: { config: TConfig }; request: FastifyRequest },
  options: TWithUploadOptions,
  run: (upload: TReceivedUpload) => Promise<T>,
): Promise<T> => {
  const upload = await receiveUpload(request, { ...options, maxBytes: options.maxBytes ?? ctx.config.uploadMaxBytes });
  try {
    return await run(upload);
  } finally {
    await upload.cleanup();
  }
};

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export const contentDisposition = (name: string, disposition: 'attachment' | 'inline') => {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * Streams an opened stored file as the answer; never cached by shared caches, never sniffed by the browser. The
 * filename carries the extension of the stored type (rows stored before names followed the detected type included).
 */
export const sendStoredFile = (
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; contentType: string; size: number; originalName: string },
  disposition: 'attachment' | 'inline' = 'attachment',
) => {
  const kind = kindOfContentType(file.contentType);
  const name = kind ? nameForKind(file.originalName, kind) : file.originalName;
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(name, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream);
};

/** Multipart text fields → validated input (400 with field details, like a JSON body). */
export const parseUploadFields = <T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> => {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      fieldErrors[key] ??= [];
      fieldErrors[key].push(issue.message);
    }
    throw ValidationFailed(fieldErrors);
  }
  return parsed.data;
};
