// The server's half of the password policy: the shared rules (length, nothing of the owner's email or name) plus
// the most common passwords, from the 49,000-entry breach list that ships with @zxcvbn-ts/language-common
// (too big for the browser bundle, so only the server checks it).
import { foldForPassword, PASSWORD_MIN_LENGTH, personalPasswordIssue, type TPasswordOwner } from '@centinela/shared';
import { USER_MESSAGES, type TUserMessageKey } from '@centinela/shared/contracts/users';
import { dictionary } from '@zxcvbn-ts/language-common';
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

/** The first rule the password breaks, as the key of its message, or null when it is allowed. */
export const passwordPolicyIssue = (password: string, owner: TPasswordOwner): TUserMessageKey | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  const personal = personalPasswordIssue(password, owner);
  if (personal) return personal;
  if (isCommonPassword(password)) return 'passwordCommon';
  return null;
};

/** Refuses a password the policy does not allow: 400 with the reason as the password field's error. */
export const assertPasswordAllowed = (password: string, owner: TPasswordOwner, field = 'password') => {
  const issue = passwordPolicyIssue(password, owner);
  if (issue) throw ValidationFailed({ [field]: USER_MESSAGES[issue] });
};
