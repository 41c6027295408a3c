// Which provider delivers a company's SMS: Twilio when its account SID, auth token and messaging number (the company's
// SMS line) are all set; otherwise the development provider, which "delivers" to the in-app simulator so the whole
// flow (send, thread, reply through the simulator) works on a fresh install.
import { eq } from 'drizzle-orm';
import { companies, companyTwilioSettings } from '../../db/schema';
import type { TServiceContext } from '../../platform/context';

export type TSmsProviderConfig =
  | { kind: 'twilio'; line: string; accountSid: string; authToken: string }
  | { kind: 'development'; line: string | null };

export const smsProviderOf = async (ctx: TServiceContext, companyId: string): Promise<TSmsProviderConfig> => {
  const [row] = await ctx.db
    .select({ line: companies.smsLine, sid: companyTwilioSettings.accountSid, token: companyTwilioSettings.authTokenEncrypted })
    .from(companies)
    .leftJoin(companyTwilioSettings, eq(companyTwilioSettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (row?.line && row.sid && row.token) {
    return { kind: 'twilio', line: row.line, accountSid: row.sid, authToken: ctx.secrets.decrypt(row.token) };
  }
  return { kind: 'development', line: row?.line ?? null };
};
