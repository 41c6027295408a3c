// Numbering series (issue 28, decision 0022): the one way a record gets its number per company — pay runs,
// opportunities, quotes, and every numbered area to come (invoices). Call it inside the transaction that inserts the
// record: the series row stays locked until that transaction ends, so two creates never share a number, and a create
// that rolls back gives its number back (no gaps).
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

export const NUMBER_SERIES = ['payroll_run', 'opportunity', 'opportunity_quote', 'incident', 'invoice', 'credit_note'] as const;
export type TNumberSeries = (typeof NUMBER_SERIES)[number];

/**
 * The next number of a company's series (1 for its first record), taken in the caller's transaction. `scope` starts a
 * counter of its own within the series (invoices count per year: 'invoice' scoped '2026' is the row 'invoice:2026').
 */
export const nextNumber = async (tx: TDbOrTx, companyId: string, series: TNumberSeries, scope?: string): Promise<number> => {
  const key = scope ? `${series}:${scope}` : series;
  const result = (await tx.execute(
    sql`insert into number_series (company_id, series, next) values (${companyId}::uuid, ${key}, 2)
        on conflict (company_id, series) do update set next = number_series.next + 1
        returning next - 1 as number`,
  )) as unknown as { rows: { number: number | string }[] };
  return Number(result.rows[0].number);
};
