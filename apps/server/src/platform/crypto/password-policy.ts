// The server's half of the password policy: the shared rules (length, nothing of the owner's email, names or company,
// not the published demo password, no repetition or sequence) plus the configured DEMO_PASSWORD and the most common
// passwords, from the 49,000-entry breach list that ships with @zxcvbn-ts/language-common (too big for the browser
// bundle, so only the server checks it).
import { containsDemoPassword, foldForPassword, PASSWORD_MIN_LENGTH, passwordRulesIssue, type TPasswordOwner } from '@centinela/shared';
import { USER_MESSAGES, type TUserMessageKey } from '@centinela/shared/contracts/users';
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import type { TServiceContext } from '../context';
import { ValidationFailed } from '../errors';

let common: Set<string> | null = null;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common'].map((p) => foldForPassword(p)));
  return common;
};

/**
 * A common password, alone or dressed with digits and symbols around it ("Password2026!", "!!dragon1234"),
 * which is how most people make a common one long enough.
 */
export const isCommonPassword = (password: string) => {
  const folded = foldForPassword(password);
  const core = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const list = commonPasswords();
  return list.has(folded) || (core.length >= 4 && list.has(core));
};

/**
 * The first rule the password breaks, as the key of its message, or null when it is allowed. `demoPassword`: the
 * configured DEMO_PASSWORD (the published default is always refused by the shared rules).
 */
export const passwordPolicyIssue = (password: string, owner: TPasswordOwner, demoPassword?: string): TUserMessageKey | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  const shared = passwordRulesIssue(password, owner);
  if (shared) return shared;
  if (demoPassword && containsDemoPassword(password, demoPassword)) return 'passwordDemo';
  if (isCommonPassword(password)) return 'passwordCommon';
  return null;
};

/**
 * Refuses a password a user chooses (through the API) that the policy does not allow: 400 with the reason as the
 * password field's error. The company's name comes from `owner.companyId`; the demo accounts' own password is set by
 * the seed, which does not come here.
 */
export const assertPasswordAllowed = async (
  ctx: Pick<TServiceContext, 'config'> & { db: TDbOrTx },
  password: string,
  owner: TPasswordOwner & { companyId?: string | null },
  field = 'password',
) => {
  const [company] = owner.companyId
    ? await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, owner.companyId)).limit(1)
    : [];
  const issue = passwordPolicyIssue(password, { ...owner, companyName: company?.name ?? null }, ctx.config.demoPassword);
  if (issue) throw ValidationFailed({ [field]: USER_MESSAGES[issue] });
};
