// Password policy (issues 10 item 4 and 29), shared by the server and the web forms: at least 12 characters, nothing
// of the user's own email or name or of the company's name in it, not the published demo password, no long run of one
// character or of a sequence (passwordRulesIssue). Refusing the most common passwords needs a list too big for the
// browser, and the configured DEMO_PASSWORD is the server's: the server checks those
// (apps/server/src/platform/crypto/password-policy.ts).

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** The demo accounts' password as README publishes it (DEMO_PASSWORD's default): nobody may choose it. */
export const PUBLISHED_DEMO_PASSWORD = 'Centinela2026!';

/** Who the password is for: parts of it the password must not contain. */
export type TPasswordOwner = {
  email?: string | null;
  name?: string | null;
  lastName?: string | null;
  mothersMaidenName?: string | null;
  /** The user's company (security company): its name must not be in the password either. */
  companyName?: string | null;
};

/** What the shared rules refuse, as the key of the message (USER_MESSAGES in contracts/users.ts). */
export type TPasswordRuleIssue =
  | 'passwordContainsEmail'
  | 'passwordContainsName'
  | 'passwordContainsCompany'
  | 'passwordDemo'
  | 'passwordRepeated'
  | 'passwordSequential';

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

/** Folded, with spaces and punctuation removed: "Vigilancia Boricua" and "vigilancia-boricua" → "vigilanciaboricua". */
const compactForPassword = (value: string) => foldForPassword(value).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Words of a company's name every company of the trade may have: a password with "Seguridad" in it is not refused
 * for a company named "Seguridad Alpha"; "Alpha" is.
 */
const GENERIC_COMPANY_WORDS = new Set(
  [
    'security',
    'seguridad',
    'service',
    'services',
    'servicio',
    'servicios',
    'company',
    'compania',
    'group',
    'grupo',
    'corp',
    'corporation',
    'corporacion',
    'agency',
    'agencia',
    'protection',
    'proteccion',
    'guard',
    'guards',
    'guardia',
    'guardias',
    'vigilancia',
    'patrol',
    'patrulla',
    'systems',
    'sistemas',
    'solutions',
    'soluciones',
  ].map(foldForPassword),
);
/** Words of a company's name shorter than this are not refused alone ("Co", "PR", "Inc"). */
const MIN_COMPANY_WORD = 4;

/** The password contains the company's whole name (spaces and punctuation ignored) or a distinctive word of it. */
const containsCompanyName = (password: string, companyName: string) => {
  const compact = compactForPassword(password);
  const whole = compactForPassword(companyName);
  if (whole.length >= MIN_PART && compact.includes(whole)) return true;
  return foldForPassword(companyName)
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.length >= MIN_COMPANY_WORD && !GENERIC_COMPANY_WORDS.has(word) && compact.includes(word));
};

/** Characters in a row that make a repetition ("aaaaaa") or a sequence ("abcdef", "654321", "qwerty"). */
export const PASSWORD_RUN = 6;
/** A password of fewer different characters than this is a repetition too ("abababababab", "a1a1a1a1a1a1"). */
const MIN_DISTINCT = 4;
/** Alphabet, digits and the keyboard's letter rows: a run of PASSWORD_RUN along one, either way, is a sequence. */
const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const SEQUENCE_RUNS = SEQUENCES.flatMap((line) => [line, [...line].reverse().join('')]).flatMap((line) =>
  Array.from({ length: Math.max(0, line.length - PASSWORD_RUN + 1) }, (_, i) => line.slice(i, i + PASSWORD_RUN)),
);

const REPEAT_RUN = new RegExp(`(.)\\1{${PASSWORD_RUN - 1}}`, 'u');

/** The password is mostly one character: a run of PASSWORD_RUN of it, or fewer than MIN_DISTINCT different ones. */
export const isRepeatedPassword = (password: string) => {
  const folded = foldForPassword(password);
  return REPEAT_RUN.test(folded) || new Set(folded).size < MIN_DISTINCT;
};

/** The password has PASSWORD_RUN characters in a row of the alphabet, the digits or a keyboard row, either way. */
export const isSequentialPassword = (password: string) => {
  const folded = foldForPassword(password);
  return SEQUENCE_RUNS.some((run) => folded.includes(run));
};

/** The demo password is in it (case and accents ignored): "centinela2026!" and "Centinela2026!!" too. */
export const containsDemoPassword = (password: string, demoPassword: string) =>
  foldForPassword(password).includes(foldForPassword(demoPassword));

/**
 * The first shared rule the password breaks, or null: the owner's email or names, the company's name, the published
 * demo password, a repetition, a sequence. The web forms and the server check exactly these (the length is the
 * schemas' rule; the server adds the common passwords and the configured DEMO_PASSWORD).
 */
export const passwordRulesIssue = (password: string, owner: TPasswordOwner): TPasswordRuleIssue | null => {
  const personal = personalPasswordIssue(password, owner);
  if (personal) return personal;
  if (owner.companyName && containsCompanyName(password, owner.companyName)) return 'passwordContainsCompany';
  if (containsDemoPassword(password, PUBLISHED_DEMO_PASSWORD)) return 'passwordDemo';
  if (isRepeatedPassword(password)) return 'passwordRepeated';
  if (isSequentialPassword(password)) return 'passwordSequential';
  return null;
};
