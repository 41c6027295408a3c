// Password policy (issue 10 item 4), shared by the server and the web forms: at least 12 characters, nothing of the
// user's own email or name in it. Refusing the most common passwords needs a list too big for the browser:
// the server checks it (apps/server/src/platform/crypto/password-policy.ts).

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** Who the password is for: parts of it the password must not contain. */
export type TPasswordOwner = {
  email?: string | null;
  name?: string | null;
  lastName?: string | null;
  mothersMaidenName?: string | null;
};

/** Lower case, accents removed ("Ramón" → "ramon"), for comparisons. */
export const foldForPassword = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Parts shorter than this are too common inside words to refuse ("Al", "Li", "Ng"). */
const MIN_PART = 3;

/** What of the owner's identity the password contains, if anything. */
export const personalPasswordIssue = (password: string, owner: TPasswordOwner): 'passwordContainsEmail' | 'passwordContainsName' | null => {
  const folded = foldForPassword(password);
  const local = owner.email ? foldForPassword(owner.email.split('@')[0] ?? '') : '';
  if (local.length >= MIN_PART && folded.includes(local)) return 'passwordContainsEmail';
  const names = [owner.name, owner.lastName, owner.mothersMaidenName]
    .flatMap((n) => (n ? foldForPassword(n).split(/[^\p{L}\p{N}]+/u) : []))
    .filter((part) => part.length >= MIN_PART);
  if (names.some((part) => folded.includes(part))) return 'passwordContainsName';
  return null;
};
