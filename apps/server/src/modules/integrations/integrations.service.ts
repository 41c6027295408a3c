// The company's Twilio settings (/settings/api-keys): account SID, auth token (write-only, encrypted at rest) and the
// messaging number (the company's SMS line, companies.sms_line). The token never leaves the server.
import type { TApiEndpoints, TTwilioIntegration, TUpdateTwilioSettingsParsed } from '@centinela/shared/contracts/integrations';
import { eq } from 'drizzle-orm';
import { companies, companyTwilioSettings } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import type { TRouteTableRow } from '../../platform/http/access-hook';
import { assertLineFree, provenTwilioLine, storingLine } from '../sms/sms-line';
import { assertSmsStaff } from '../sms/sms.policy';

type TArgs = { ctx: TServiceContext; actor: TActor; origin: string };

export const getTwilioIntegration = async ({ ctx, actor, origin }: TArgs): Promise<TTwilioIntegration> => {
  assertSmsStaff(actor);
  const [row] = await ctx.db
    .select({ line: companies.smsLine, sid: companyTwilioSettings.accountSid, token: companyTwilioSettings.authTokenEncrypted })
    .from(companies)
    .leftJoin(companyTwilioSettings, eq(companyTwilioSettings.companyId, companies.id))
    .where(eq(companies.id, actor.companyId))
    .limit(1);
  const isConfigured = Boolean(row?.line && row.sid && row.token);
  return {
    isConfigured,
    provider: isConfigured ? 'twilio' : 'development',
    accountSid: row?.sid ?? null,
    hasAuthToken: Boolean(row?.token),
    messagingNumber: row?.line ?? null,
    webhookUrl: `${origin}/api/sms/webhook/twilio`,
    statusCallbackUrl: `${origin}/api/sms/webhook/twilio/status?companyId=${actor.companyId}`,
  };
};

export const updateTwilioIntegration = async ({ ctx, actor, origin, input: values }: TArgs & { input: TUpdateTwilioSettingsParsed }) => {
  assertSmsStaff(actor);
  // The number is one company's only, and on the company's Twilio account (issue 29, sms/sms-line.ts).
  const smsLine = await provenTwilioLine(ctx, actor.companyId, values);
  await ctx.db.transaction(async (tx) => {
    const token = values.clearToken ? null : values.authToken ? ctx.secrets.encrypt(values.authToken) : undefined;
    await tx
      .insert(companyTwilioSettings)
      .values({ companyId: actor.companyId, accountSid: values.accountSid, ...(token !== undefined ? { authTokenEncrypted: token } : {}) })
      .onConflictDoUpdate({
        target: companyTwilioSettings.companyId,
        set: { accountSid: values.accountSid, updatedAt: new Date(), ...(token !== undefined ? { authTokenEncrypted: token } : {}) },
      });
    await assertLineFree(tx, actor.companyId, smsLine, 'messagingNumber');
    await storingLine('messagingNumber', () => tx.update(companies).set({ smsLine }).where(eq(companies.id, actor.companyId)));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'settings',
      entityId: actor.companyId,
      message: { key: 'twilioSettingsUpdated' },
      details: { accountSid: values.accountSid, authTokenChanged: token !== undefined, messagingNumber: smsLine },
    });
  });
  return getTwilioIntegration({ ctx, actor, origin });
};

/**
 * The API's reference (/settings/api-endpoints) from the route table the access plugin keeps as routes register —
 * the same declarations the routes come from — by path, then method. Streams are listed as such; HEAD is never.
 */
export const apiReference = (table: readonly TRouteTableRow[]): TApiEndpoints => {
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return {
    items: table
      .filter((row) => row.url.startsWith('/api/') && order.includes(row.method))
      .map((row) => ({
        method: row.method as TApiEndpoints['items'][number]['method'],
        path: row.url,
        tag: row.tag,
        summary: row.summary,
        access: row.access,
        kind: row.kind,
      }))
      .sort((a, b) => a.path.localeCompare(b.path, 'en') || order.indexOf(a.method) - order.indexOf(b.method)),
  };
};
