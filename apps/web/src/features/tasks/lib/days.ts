// The days of a weekly task, as ISO numbers them (1 = Monday … 7 = Sunday); the catalogs name them under these keys
// (tasks:days.<n>), so a typed day makes a typed key.

/** ISO weekdays in display order (Monday first). */
export const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
