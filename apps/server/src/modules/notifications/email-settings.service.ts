// The company's e-mail settings: SMTP (password encrypted at rest, write-only), the test e-mail, templates (company
// version or default; unknown variables and unbalanced braces refused naming them) and notification defaults.
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@centinela/shared';
import {
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_VARIABLES,
  renderTemplate,
  type TEmailTemplate,
  type TEmailTemplateKind,
  type TSmtpSettings,
  templateProblem,
  type TUpdateEmailTemplate,
  type TUpdateSmtpSettings,
  ZUpdateSmtpSettings,
} from '@centinela/shared/contracts/email-templates';
import type { TNotificationPreferences } from '@centinela/shared/contracts/notifications';
import { displayName } from '@centinela/shared';
import { and, eq } from 'drizzle-orm';
import { companies, companySmtpSettings, emailTemplates, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { BadRequest, NotFound } from '../../platform/errors';
import { defaultTemplate, loadSmtp, sendMail, templateFor } from './email';
import { resolvePreferences } from './notify';

type TArgs = { ctx: TServiceContext; actor: TActor; companyId?: string };

const companyOf = async (ctx: TServiceContext, actor: TActor, requested?: string) => {
  const id = scopeOf(actor).companyForWrite(requested);
  const [row] = await ctx.db
    .select({ id: companies.id, name: companies.name, language: companies.defaultLanguage, defaults: companies.notificationDefaults })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  if (!row) throw NotFound('company');
  return row;
};

const toSettings = (row: typeof companySmtpSettings.$inferSelect | undefined): TSmtpSettings | null =>
  row
    ? {
        host: row.host,
        port: row.port,
        security: (['none', 'starttls', 'tls'].includes(row.security) ? row.security : 'starttls') as TSmtpSettings['security'],
        username: row.username,
        hasPassword: Boolean(row.passwordEncrypted),
        fromAddress: row.fromAddress,
      }
    : null;

export const getSmtp = async ({ ctx, actor, companyId }: TArgs) => {
  const company = await companyOf(ctx, actor, companyId);
  const [row] = await ctx.db.select().from(companySmtpSettings).where(eq(companySmtpSettings.companyId, company.id)).limit(1);
  return { settings: toSettings(row) };
};

export const updateSmtp = async ({ ctx, actor, companyId, input }: TArgs & { input: TUpdateSmtpSettings }) => {
  const company = await companyOf(ctx, actor, companyId);
  const data = ZUpdateSmtpSettings.parse(input);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(companySmtpSettings).where(eq(companySmtpSettings.companyId, company.id)).limit(1);
    let passwordEncrypted = current?.passwordEncrypted ?? null;
    if (data.clearPassword) passwordEncrypted = null;
    else if (data.password) passwordEncrypted = ctx.secrets.encrypt(data.password);
    const values = {
      host: data.host,
      port: data.port,
      security: data.security,
      username: data.username,
      passwordEncrypted,
      fromAddress: data.fromAddress,
    };
    const [row] = await tx
      .insert(companySmtpSettings)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: companySmtpSettings.companyId, set: { ...values, updatedAt: new Date() } })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'settings',
      entityId: company.id,
      companyId: company.id,
      message: { key: 'smtpSettingsUpdated' },
      details: { host: data.host, port: data.port, security: data.security, passwordChanged: Boolean(data.password || data.clearPassword) },
    });
    return { settings: toSettings(row) };
  });
};

/** Sends the test template with the stored settings; the SMTP server's refusal is answered with its reason. */
export const testSmtp = async ({ ctx, actor, companyId, to }: TArgs & { to: string }) => {
  const company = await companyOf(ctx, actor, companyId);
  const smtp = await loadSmtp(ctx, ctx.db, company.id);
  if (!smtp) throw BadRequest('SMTP_NOT_CONFIGURED');
  const [me] = await ctx.db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  const language: TLanguage = (LANGUAGES as readonly string[]).includes(company.language)
    ? (company.language as TLanguage)
    : DEFAULT_LANGUAGE;
  const template = await templateFor(ctx.db, company.id, 'test', language);
  const values = { recipientName: me ? displayName(me) : to, companyName: company.name };
  try {
    const info = await sendMail(smtp, {
      to,
      subject: renderTemplate(template.subject, values),
      text: renderTemplate(template.body, values),
      language,
    });
    return { ok: true as const, messageId: info.messageId ?? null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw BadRequest('SMTP_FAILED', { reason });
  }
};

// ---- templates ----

const toTemplate = (
  kind: TEmailTemplateKind,
  language: TLanguage,
  text: { subject: string; body: string; isCustom: boolean },
): TEmailTemplate => ({
  kind,
  language,
  subject: text.subject,
  body: text.body,
  variables: [...EMAIL_TEMPLATE_VARIABLES[kind]],
  isCustom: text.isCustom,
});

export const listTemplates = async ({ ctx, actor, companyId }: TArgs): Promise<TEmailTemplate[]> => {
  const company = await companyOf(ctx, actor, companyId);
  const own = await ctx.db.select().from(emailTemplates).where(eq(emailTemplates.companyId, company.id));
  const byKey = new Map(own.map((r) => [`${r.kind}|${r.language}`, r]));
  return EMAIL_TEMPLATE_KINDS.flatMap((kind) =>
    LANGUAGES.map((language) => {
      const mine = byKey.get(`${kind}|${language}`);
      return toTemplate(kind, language, mine ? { ...mine, isCustom: true } : { ...defaultTemplate(kind, language), isCustom: false });
    }),
  );
};

export const saveTemplate = async ({
  ctx,
  actor,
  companyId,
  kind,
  language,
  input,
}: TArgs & { kind: TEmailTemplateKind; language: TLanguage; input: TUpdateEmailTemplate }) => {
  const company = await companyOf(ctx, actor, companyId);
  for (const [field, text] of [
    ['subject', input.subject],
    ['body', input.body],
  ] as const) {
    const problem = templateProblem(text, EMAIL_TEMPLATE_VARIABLES[kind]);
    if (problem) {
      const unknown = problem.code === 'UNKNOWN_VARIABLE';
      throw BadRequest(unknown ? 'TEMPLATE_UNKNOWN_VARIABLE' : 'TEMPLATE_UNBALANCED_BRACES', {
        field,
        name: problem.name,
        fieldErrors: { [field]: [unknown ? 'apiErrors:fields.templateUnknownVariable' : 'apiErrors:fields.templateUnbalancedBraces'] },
      });
    }
  }
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(emailTemplates)
      .values({ companyId: company.id, kind, language, subject: input.subject, body: input.body })
      .onConflictDoUpdate({
        target: [emailTemplates.companyId, emailTemplates.kind, emailTemplates.language],
        set: { subject: input.subject, body: input.body, updatedAt: new Date() },
      });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'settings',
      entityId: company.id,
      companyId: company.id,
      message: { key: 'emailTemplateUpdated', params: { kind, language } },
    });
    return toTemplate(kind, language, { subject: input.subject, body: input.body, isCustom: true });
  });
};

export const resetTemplate = async ({
  ctx,
  actor,
  companyId,
  kind,
  language,
}: TArgs & { kind: TEmailTemplateKind; language: TLanguage }) => {
  const company = await companyOf(ctx, actor, companyId);
  return ctx.db.transaction(async (tx) => {
    await tx
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.companyId, company.id), eq(emailTemplates.kind, kind), eq(emailTemplates.language, language)));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'settings',
      entityId: company.id,
      companyId: company.id,
      message: { key: 'emailTemplateReset', params: { kind, language } },
    });
    return toTemplate(kind, language, { ...defaultTemplate(kind, language), isCustom: false });
  });
};

// ---- notification defaults ----

export const updateNotificationDefaults = async ({ ctx, actor, companyId, input }: TArgs & { input: TNotificationPreferences }) => {
  const company = await companyOf(ctx, actor, companyId);
  const merged: TNotificationPreferences = { ...(company.defaults as TNotificationPreferences) };
  for (const [type, channels] of Object.entries(input) as [keyof TNotificationPreferences, Record<string, boolean>][]) {
    merged[type] = { ...(merged[type] ?? {}), ...channels };
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(companies).set({ notificationDefaults: merged }).where(eq(companies.id, company.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'settings',
      entityId: company.id,
      companyId: company.id,
      message: { key: 'notificationDefaultsUpdated' },
      details: { defaults: merged },
    });
  });
  const resolved = resolvePreferences(merged, null);
  return { preferences: resolved, companyDefaults: resolved };
};
