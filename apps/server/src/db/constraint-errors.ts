// A write refused by a unique index or constraint (PostgreSQL 23505): services check a value is free before writing
// and say so on the field, but two requests can pass that check together; the index then refuses the second, and
// `refusingDuplicates` turns that refusal into the same answer the check gives (never a bare 409 ALREADY_EXISTS).

/** Whether an error (or its cause: drizzle wraps the driver's) is the unique index or constraint `constraint` refusing a write. */
export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  [error, (error as { cause?: unknown } | null)?.cause].some((e) => {
    const pg = e as { code?: string; constraint?: string; message?: string } | null;
    return pg?.code === '23505' && (pg.constraint === constraint || String(pg.message ?? '').includes(constraint));
  });

/** Runs a write; `constraint` refusing it throws `refusal()` instead (the answer of the service's own check). */
export const refusingDuplicates = async <T>(constraint: string, refusal: () => Error, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal();
    throw error;
  }
};
