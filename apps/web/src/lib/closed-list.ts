// A value whose contract leaves it open (a string, a number) read as a member of a closed list (an `as const` array,
// most from @centinela/shared), so the translation key built from it is checked against the catalogs at compile time.

/** `value` as a member of `list`, or undefined when it is not one. */
export const memberOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((member) => member === value);
