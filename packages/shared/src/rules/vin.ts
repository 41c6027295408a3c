// Vehicle identification numbers (49 CFR 565): 17 characters, no I, O or Q, and the North American check digit in
// position 9 — the transliterated characters times their position weights, sum mod 11 (10 is written X).

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Upper case, no spaces or dashes (how people copy a VIN from a card). */
export const normalizeVin = (vin: string): string => vin.replace(/[\s-]/g, '').toUpperCase();

const charValue = (char: string): number => (/\d/.test(char) ? Number(char) : TRANSLITERATION[char]);

/** The check digit a 17-character VIN must carry in position 9 ('0'–'9' or 'X'); null when a character is not allowed. */
export const vinCheckDigit = (vin: string): string | null => {
  if (!VIN_PATTERN.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin[i]) * WEIGHTS[i];
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
};

export type TVinProblem = 'length' | 'characters' | 'checkDigit';

/** Why a (normalised) VIN is not valid, or null when it is. */
export const vinProblem = (vin: string): TVinProblem | null => {
  if (vin.length !== 17) return 'length';
  if (!VIN_PATTERN.test(vin)) return 'characters';
  return vinCheckDigit(vin) === vin[8] ? null : 'checkDigit';
};

export const isValidVin = (vin: string): boolean => vinProblem(normalizeVin(vin)) === null;
