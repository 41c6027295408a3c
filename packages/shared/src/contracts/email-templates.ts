// E-mail templates (/settings/email-templates): one per kind, in Spanish and English, with {{variable}} placeholders.
// A company may replace the built-in text; reset deletes its version. Unknown variables or unbalanced braces → 400.
import { z } from 'zod';
import { LANGUAGES } from '../enums';

export const EMAIL_TEMPLATE_KINDS = [
  'notification.alert',
  'notification.shift',
  'notification.system',
  'notification.emergency',
  'notification.report',
  'notification.maintenance',
  'notification.digest',
  'self-registration',
  'opportunity-quote',
  'invoice',
  'report-delivery',
  'test',
] as const;
export type TEmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

const NOTIFICATION_VARS = ['recipientName', 'companyName', 'title', 'message', 'link'] as const;

/** The variables each kind may use. */
export const EMAIL_TEMPLATE_VARIABLES: Record<TEmailTemplateKind, readonly string[]> = {
  'notification.alert': NOTIFICATION_VARS,
  'notification.shift': NOTIFICATION_VARS,
  'notification.system': NOTIFICATION_VARS,
  'notification.emergency': NOTIFICATION_VARS,
  'notification.report': NOTIFICATION_VARS,
  'notification.maintenance': NOTIFICATION_VARS,
  'notification.digest': ['recipientName', 'companyName', 'count', 'items', 'link'],
  'self-registration': ['recipientName', 'companyName', 'link', 'expiresAt'],
  'opportunity-quote': ['recipientName', 'companyName', 'quoteNumber', 'total', 'link'],
  invoice: ['recipientName', 'companyName', 'invoiceNumber', 'total', 'dueDate', 'period'],
  'report-delivery': ['recipientName', 'companyName', 'reportName', 'period', 'link'],
  test: ['recipientName', 'companyName'],
};

// The built-in texts of each kind, es and en, are the server catalog's messages:email.<kind> (apps/server/src/platform/i18n).

/** The first problem of a template text: an unbalanced brace or a variable the kind does not have; null if fine. */
export const templateProblem = (
  text: string,
  variables: readonly string[],
): { code: 'UNBALANCED_BRACES' | 'UNKNOWN_VARIABLE'; name: string } | null => {
  const unbalanced = (at: number) => ({ code: 'UNBALANCED_BRACES' as const, name: text.slice(at, at + 30) });
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '}') return unbalanced(Math.max(0, i - 20));
    if (c !== '{') {
      i++;
      continue;
    }
    if (text[i + 1] !== '{') return unbalanced(i);
    const end = text.indexOf('}}', i + 2);
    if (end === -1) return unbalanced(i);
    const inner = text.slice(i + 2, end);
    if (inner.includes('{') || inner.includes('}')) return unbalanced(i);
    const name = inner.trim();
    if (!variables.includes(name)) return { code: 'UNKNOWN_VARIABLE', name };
    i = end + 2;
  }
  return null;
};

/** {{name}} → value (missing values become ''). */
export const renderTemplate = (text: string, values: Record<string, string | number | null | undefined>) =>
  text.replace(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

export const ZEmailTemplateParams = z.object({ kind: z.enum(EMAIL_TEMPLATE_KINDS), language: z.enum(LANGUAGES) });

export const ZEmailTemplate = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  body: z.string(),
  variables: z.array(z.string()),
  isCustom: z.boolean(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZUpdateEmailTemplate = z.object({ subject: z.string().trim().min(1).max(300), body: z.string().trim().min(1).max(20_000) });
export type TUpdateEmailTemplate = z.infer<typeof ZUpdateEmailTemplate>;

// ---- SMTP settings (/settings/general) ----

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;

export const ZSmtpSettings = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(SMTP_SECURITY),
  username: z.string().nullable(),
  /** The password is write-only: the answer says only whether one is stored. */
  hasPassword: z.boolean(),
  fromAddress: z.string(),
});
export type TSmtpSettings = z.infer<typeof ZSmtpSettings>;

export const ZSmtpSettingsAnswer = z.object({ settings: ZSmtpSettings.nullable() });

export const ZUpdateSmtpSettings = z.object({
  host: z.string().trim().min(1).max(255),
  port: z.coerce.number().int().min(1).max(65535),
  security: z.enum(SMTP_SECURITY),
  username: z
    .string()
    .trim()
    .max(255)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** Sent only to change it; empty keeps the stored one. */
  password: z.string().max(500).optional().nullable(),
  clearPassword: z.boolean().optional(),
  fromAddress: z.string().trim().min(3).max(254),
});
export type TUpdateSmtpSettings = z.input<typeof ZUpdateSmtpSettings>;

export const ZSmtpTest = z.object({ to: z.string().trim().toLowerCase().pipe(z.email().max(254)) });
export const ZSmtpTestResult = z.object({ ok: z.literal(true), messageId: z.string().nullable() });
