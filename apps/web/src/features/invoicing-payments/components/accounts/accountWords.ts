// The words of client accounts, shared by the aging table, the statement and their tests: the aging buckets' names,
// the statement's kinds of movement, and the default statement range (the first day of three months ago to today).
import type { TAgingBucket, TStatement } from '@centinela/shared/contracts/invoice-payments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type TEntryKind = TStatement['entries'][number]['kind'];

export const useAccountWords = () => {
  const { t } = useTranslation('invoicingPayments');
  return useMemo(() => {
    const buckets: Record<TAgingBucket, string> = {
      current: t('accounts.buckets.current'),
      days1to30: t('accounts.buckets.days1to30'),
      days31to60: t('accounts.buckets.days31to60'),
      days61to90: t('accounts.buckets.days61to90'),
      over90: t('accounts.buckets.over90'),
    };
    const kinds: Record<TEntryKind, string> = {
      invoice: t('accounts.statement.kinds.invoice'),
      credit_note: t('accounts.statement.kinds.credit_note'),
      payment: t('accounts.statement.kinds.payment'),
      reversal: t('accounts.statement.kinds.reversal'),
    };
    return { buckets, kinds };
  }, [t]);
};

/** The first day of the month three months before `today`'s ('2026-11-28' → '2026-08-01'). */
export const statementFromOf = (today: string): string => {
  const [year, month] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - 3, 1)).toISOString().slice(0, 10);
};

/** An invoice or credit note of a statement opens in the client invoicing tab; payments and reversals have no page. */
export const isDocumentEntry = (kind: TEntryKind) => kind === 'invoice' || kind === 'credit_note';
