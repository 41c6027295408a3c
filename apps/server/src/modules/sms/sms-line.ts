// A company's SMS line (issue 29): one number, one company. Inbound webhooks find the company by the number a text was
// sent to, so the line is unique across companies (by its digits: migration 0050's index) and claimed with proof:
// - with the company's own Twilio account (SID and token), the number must be one of that account's incoming phone
//   numbers (Twilio's IncomingPhoneNumbers list, twilio-client.ts);
// - without one (the development provider), the line is kept unique only. That provider sends nothing outside the
//   app (its "delivery" is the in-app simulator), so a verification SMS could never reach the number; and a real
//   inbound text for such a company arrives signed with TWILIO_AUTH_TOKEN, i.e. on the platform operator's own Twilio
//   account, whose numbers the operator hands out. A clash there is a refused claim (SMS_LINE_TAKEN) the admins see.
// A webhook whose number names no single company is never stored and never routed to a guess (refuseUnroutedSms).
import { COMPANY_MESSAGES } from '@centinela/shared/contracts/companies';
import { phoneDigits, phoneFromForm } from '@centinela/shared/rules/phone';
import { eq } from 'drizzle-orm';
import { refusingDuplicates } from '../../db/constraint-errors';
import type { TDbOrTx } from '../../db/client';
import { companies, companyTwilioSettings } from '../../db/schema';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { AppError, FieldConflict } from '../../platform/errors';
import { companiesOfLine, companyPhoneCountry } from '../../platform/phone/company-phone';
import { findIncomingPhoneNumbers, type TTwilioAccount, TwilioError } from './twilio-client';

/** The unique index on the line's digits (migration 0050). */
const LINE_INDEX = 'companies_sms_line_unique';

const lineTaken = (field: string) => FieldConflict('SMS_LINE_TAKEN', { [field]: COMPANY_MESSAGES.smsLineTaken });

/** 409 SMS_LINE_TAKEN on the form's `field` when another company has the number. */
export const assertLineFree = async (db: TDbOrTx, companyId: string, line: string | null, field: string) => {
  if (!line) return;
  const owners = await companiesOfLine(db, line);
  if (owners.some((id) => id !== companyId)) throw lineTaken(field);
};

/** Runs the write that stores a line: the unique index refusing it (a claim racing this one) is SMS_LINE_TAKEN too. */
export const storingLine = <T>(field: string, write: () => Promise<T>): Promise<T> =>
  refusingDuplicates(LINE_INDEX, () => lineTaken(field), write);

/** The company's own Twilio account (SID and token both set), else null: its line is then the development provider's. */
export const twilioAccountOf = async (ctx: TServiceContext, companyId: string): Promise<TTwilioAccount | null> => {
  const [row] = await ctx.db
    .select({ sid: companyTwilioSettings.accountSid, token: companyTwilioSettings.authTokenEncrypted })
    .from(companyTwilioSettings)
    .where(eq(companyTwilioSettings.companyId, companyId))
    .limit(1);
  return row?.sid && row.token ? { accountSid: row.sid, authToken: ctx.secrets.decrypt(row.token) } : null;
};

/**
 * The proof for a company with a Twilio account: the number is one of the account's incoming phone numbers, else 409
 * SMS_LINE_NOT_ON_ACCOUNT on `field`. Twilio refusing the credentials is 409 SMS_LINE_CHECK_FAILED, Twilio out of
 * reach 502 (details.reason). Called outside any transaction: it waits for Twilio.
 */
export const assertLineOnAccount = async (ctx: TServiceContext, account: TTwilioAccount | null, line: string | null, field: string) => {
  if (!line || !account) return;
  let numbers: string[];
  try {
    numbers = await findIncomingPhoneNumbers(ctx.config.twilioApiBaseUrl, account, line);
  } catch (error) {
    const isRefusal = error instanceof TwilioError && error.status >= 400 && error.status < 500;
    throw new AppError(isRefusal ? 409 : 502, 'SMS_LINE_CHECK_FAILED', { reason: error instanceof Error ? error.message : String(error) });
  }
  if (!numbers.some((number) => phoneDigits(number) === phoneDigits(line))) {
    throw FieldConflict('SMS_LINE_NOT_ON_ACCOUNT', { [field]: COMPANY_MESSAGES.smsLineNotOnAccount }, { line });
  }
};

/**
 * An inbound text whose number names no single company: not stored, and an ALERT entry in the system log — the
 * platform's for a number no company has, each claimant's for a number several have (the index forbids it; checked
 * anyway). The webhook acknowledges the first (Twilio stops retrying) and refuses the second (409 SMS_LINE_AMBIGUOUS).
 */
export const refuseUnroutedSms = async (
  ctx: TServiceContext,
  input: { to: string; from: string; messageSid: string | null },
): Promise<'unknown' | 'ambiguous'> => {
  const owners = await companiesOfLine(ctx.db, input.to);
  const kind = owners.length > 1 ? 'ambiguous' : 'unknown';
  await ctx.db.transaction(async (tx) => {
    for (const companyId of kind === 'ambiguous' ? owners : [null]) {
      await writeSystemLog(tx, null, {
        action: 'ALERT',
        entityType: 'sms',
        companyId,
        userId: null,
        message: { key: kind === 'ambiguous' ? 'smsLineAmbiguous' : 'smsLineUnknown', params: { line: input.to } },
        details: { to: input.to, from: input.from, messageSid: input.messageSid, claimants: owners },
      });
    }
  });
  return kind;
};

/**
 * The Twilio settings' claim (/settings/api-keys, modules/integrations): the messaging number a save leaves, proven on
 * the account the save leaves (its SID, the new token or the stored one) whenever the number, the SID or the token
 * changes. Before the transaction (it waits for Twilio); the transaction then checks the number is free (assertLineFree).
 */
export const provenTwilioLine = async (
  ctx: TServiceContext,
  companyId: string,
  values: { accountSid: string | null; authToken?: string; clearToken?: boolean; messagingNumber: string | null },
): Promise<string | null> => {
  const [row] = await ctx.db
    .select({ line: companies.smsLine, sid: companyTwilioSettings.accountSid, token: companyTwilioSettings.authTokenEncrypted })
    .from(companies)
    .leftJoin(companyTwilioSettings, eq(companyTwilioSettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  // A number typed without "+" is one of the company's country; the number shown unchanged stays as stored.
  const line = phoneFromForm(values.messagingNumber, await companyPhoneCountry(ctx.db, companyId), row?.line);
  const token = values.clearToken ? null : values.authToken || (row?.token ? ctx.secrets.decrypt(row.token) : null);
  const isChanged = line !== (row?.line ?? null) || values.accountSid !== (row?.sid ?? null) || Boolean(values.authToken);
  if (isChanged && values.accountSid && token) {
    await assertLineOnAccount(ctx, { accountSid: values.accountSid, authToken: token }, line, 'messagingNumber');
  }
  return line;
};
