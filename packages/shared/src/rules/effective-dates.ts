// Effective-dated records (post pay rates, rate cards, tax profiles): a version applies from its `fromDate` until the
// next version starts, so a change never rewrites a day already paid or billed.

/** The version in force on `date` ('yyyy-MM-dd'): the latest `fromDate` on or before it; null when none. */
export const inForceOn = <T extends { fromDate: string }>(versions: readonly T[], date: string): T | null => {
  let inForce: T | null = null;
  for (const v of versions) if (v.fromDate <= date && (inForce === null || v.fromDate > inForce.fromDate)) inForce = v;
  return inForce;
};
