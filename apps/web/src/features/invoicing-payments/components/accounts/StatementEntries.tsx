// The movements of a statement of account: the opening balance, each invoice, credit note, payment and reversal (date,
// kind, reference, amount, running balance) and the closing balance; an invoice's or credit note's reference opens it in
// the client invoicing tab. Under 640 px one card per movement.
import type { TStatement } from '@centinela/shared/contracts/invoice-payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_LAYOUT_QUERY, useMediaQuery } from '@/components/data-table';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { invoiceLink } from '../payments/paymentColumns';
import { isDocumentEntry, useAccountWords } from './accountWords';

type TEntry = TStatement['entries'][number];

const Reference = ({ entry }: { entry: TEntry }) => {
  const { t } = useTranslation('invoicingPayments');
  if (!isDocumentEntry(entry.kind)) return <>{entry.reference ?? '—'}</>;
  return (
    <Link to={invoiceLink(entry.documentId)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
      {entry.reference ?? t('invoices.open')}
    </Link>
  );
};

export const StatementEntries = ({ statement }: { statement: TStatement }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const { kinds } = useAccountWords();
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  const money = (cents: number) => words.money(cents, statement.currency);
  const opening = t('accounts.statement.opening');
  const closing = t('accounts.statement.closing');

  if (isCardLayout) {
    return (
      <ul aria-label={t('accounts.statement.entries')} className="grid gap-2" data-layout="cards">
        <li className="flex justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm">
          <span>{opening}</span>
          <span className="font-medium tabular-nums">{money(statement.openingBalanceCents)}</span>
        </li>
        {statement.entries.map((entry) => (
          <li key={`${entry.kind}-${entry.documentId}`} className="grid gap-1 rounded-md border border-slate-200 px-3 py-2 text-sm">
            <span className="flex justify-between gap-3">
              <span className="font-medium text-slate-900">{kinds[entry.kind]}</span>
              <span className="tabular-nums">{money(entry.amountCents)}</span>
            </span>
            <span className="flex justify-between gap-3 text-xs text-slate-600">
              <span>
                {words.day(entry.date)} · <Reference entry={entry} />
              </span>
              <span className="tabular-nums">{t('accounts.statement.balanceAfter', { balance: money(entry.balanceCents) })}</span>
            </span>
          </li>
        ))}
        <li className="flex justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm font-semibold">
          <span>{closing}</span>
          <span className="tabular-nums">{money(statement.closingBalanceCents)}</span>
        </li>
      </ul>
    );
  }

  return (
    <Table aria-label={t('accounts.statement.entries')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('accounts.statement.columns.date')}</TableHead>
          <TableHead>{t('accounts.statement.columns.kind')}</TableHead>
          <TableHead>{t('accounts.statement.columns.reference')}</TableHead>
          <TableHead className="text-right">{t('accounts.statement.columns.amount')}</TableHead>
          <TableHead className="text-right">{t('accounts.statement.columns.balance')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow className="bg-slate-50/60">
          <TableCell className="whitespace-nowrap tabular-nums">{words.day(statement.from)}</TableCell>
          <TableCell colSpan={3}>{opening}</TableCell>
          <TableCell className="text-right font-medium tabular-nums">{money(statement.openingBalanceCents)}</TableCell>
        </TableRow>
        {statement.entries.map((entry) => (
          <TableRow key={`${entry.kind}-${entry.documentId}`}>
            <TableCell className="whitespace-nowrap tabular-nums">{words.day(entry.date)}</TableCell>
            <TableCell>{kinds[entry.kind]}</TableCell>
            <TableCell className="tabular-nums">
              <Reference entry={entry} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{money(entry.amountCents)}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{money(entry.balanceCents)}</TableCell>
          </TableRow>
        ))}
        {statement.entries.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} className="text-slate-600">
              {t('accounts.statement.noEntries')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
      <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
        <TableRow>
          <TableCell className="whitespace-nowrap tabular-nums">{words.day(statement.to)}</TableCell>
          <TableCell colSpan={3}>{closing}</TableCell>
          <TableCell className="text-right tabular-nums">{money(statement.closingBalanceCents)}</TableCell>
        </TableRow>
      </tfoot>
    </Table>
  );
};
