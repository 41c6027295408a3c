// AES-256-GCM encryption of secrets at rest (social security numbers, SIP and TURN passwords).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type TSecretBox = {
  encrypt: (plain: string) => string;
  decrypt: (cipher: string) => string;
};

const parseKey = (value: string): Buffer => {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  const b64 = Buffer.from(value, 'base64');
  if (b64.length === 32) return b64;
  // Any other string: derive a key from it.
  return createHash('sha256').update(value).digest();
};

/** Uses SECRET_KEY, or a key generated once into DATA_DIR/secret.key (mode 600). */
export const resolveSecretKey = (configured: string | undefined, dataDir: string): Buffer => {
  if (configured) return parseKey(configured);
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return parseKey(fs.readFileSync(file, 'utf8').trim());
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  fs.writeFileSync(file, key, { mode: 0o600 });
  return Buffer.from(key, 'hex');
};

export const createSecretBox = (key: Buffer): TSecretBox => ({
  encrypt: (plain) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
  },
  decrypt: (value) => {
    const [version, iv, tag, body] = value.split(':');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  },
});
