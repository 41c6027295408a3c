// An invoice's lines grouped by post: kind, description (with the card's rounding and minimum, unverified hours and what
// credit notes took), hours as h:mm, rate, amount and tax. Each line with shifts opens to them (a button with
// aria-expanded). A draft's manual line is removed from it (asked first) when the viewer may edit its lines. A table on
// wide screens; one card per line on a phone (the list kit's breakpoint).
import type { TInvoice, TInvoiceLine } from '@centinela/shared/contracts/invoices';
import { ChevronDown, ChevronRight, Trash2 } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_LAYOUT_QUERY, useMediaQuery, useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useInvoiceActions } from '../../hooks/useInvoices';
import { formatHours } from '../../lib/billing';
import { ShiftCards, ShiftsTable } from './InvoiceLineShifts';
import { hm, useInvoiceWords } from './invoiceWords';

type TGroup = { key: string; name: string; lines: TInvoiceLine[] };

const groupsOf = (lines: TInvoiceLine[], otherName: string): TGroup[] => {
  const groups = new Map<string, TGroup>();
  for (const line of lines) {
    const key = line.postId ?? '';
    const group = groups.get(key) ?? { key, name: line.postName ?? otherName, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
};

const useLineWords = (currency: string) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const money = (cents: number) => words.money(cents, currency);
  return {
    t,
    money,
    lineName: words.lineName,
    hours: (l: TInvoiceLine) => (l.minutes === null ? t('invoices.lines.units', { count: l.quantity }) : hm(l.minutes)),
    rate: (l: TInvoiceLine) => (l.minutes === null ? money(l.rateCents) : t('invoices.lines.perHour', { rate: money(l.rateCents) })),
    notes: (l: TInvoiceLine) => {
      const notes: string[] = [];
      const r = l.rounding;
      if (r && (r.minutes > 0 || r.minimumMinutes > 0)) {
        const parts = [
          r.minutes > 0 ? t(`rateCards.rounding.${r.mode}`, { step: r.minutes }) : null,
          r.minimumMinutes > 0 ? t('rateCards.minimum', { hours: formatHours(r.minimumMinutes, words.language) }) : null,
        ];
        notes.push(parts.filter(Boolean).join(' · '));
      }
      if (l.unverifiedMinutes > 0) notes.push(t('invoices.unverifiedShort', { hours: hm(l.unverifiedMinutes) }));
      if (l.creditedCents > 0) notes.push(t('invoices.lines.credited', { amount: money(l.creditedCents) }));
      return notes;
    },
  };
};

/** The button that opens a line to its shifts. */
const ExpandButton = ({
  line,
  isOpen,
  controls,
  onToggle,
}: {
  line: TInvoiceLine;
  isOpen: boolean;
  controls: string;
  onToggle: () => void;
}) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const Icon = isOpen ? ChevronDown : ChevronRight;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={isOpen}
      aria-controls={isOpen ? controls : undefined}
      aria-label={t('invoices.lines.shiftsOf', { line: words.lineName(line), count: line.shifts.length })}
      onClick={onToggle}
    >
      <Icon aria-hidden="true" />
      {t('invoices.lines.shifts', { count: line.shifts.length })}
    </Button>
  );
};

/** Removes a draft's manual line after asking; the other lines come from the period's work and stay. */
const RemoveLineButton = ({ invoice, line }: { invoice: TInvoice; line: TInvoiceLine }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const { removeLine } = useInvoiceActions();
  const step = useRowAction();
  const remove = () =>
    step.run(line.id, () => removeLine.mutateAsync({ id: invoice.id, lineId: line.id }), {
      confirm: {
        title: t('invoices.removeLine.title', { description: line.description }),
        description: t('invoices.removeLine.description'),
        confirmLabel: t('invoices.removeLine.confirm'),
        isDestructive: true,
      },
      success: t('invoices.toasts.lineRemoved'),
      errorTitle: t('invoices.toasts.errorTitle'),
      errorFallback: t('invoices.toasts.actionFailed'),
    });
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
      aria-label={t('invoices.lines.removeNamed', { line: words.lineName(line) })}
      onClick={() => void remove()}
      disabled={step.busyId !== null}
    >
      <Trash2 aria-hidden="true" />
      {t('invoices.lines.remove')}
    </Button>
  );
};

export const InvoiceLines = ({ invoice }: { invoice: TInvoice }) => {
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const w = useLineWords(invoice.currency);
  const { t } = w;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const groups = groupsOf(invoice.lines, t('invoices.lines.otherCharges'));
  const shiftsLabel = (l: TInvoiceLine) => t('invoices.lines.shiftsTable', { line: w.lineName(l) });
  const isRemovable = (l: TInvoiceLine) => invoice.can.editLines && l.kind === 'manual';
  if (invoice.lines.length === 0) return <p className="text-sm text-slate-600">{t('invoices.lines.none')}</p>;

  if (isCardLayout) {
    return (
      <div className="grid gap-4">
        {groups.map((g) => (
          <section key={g.key} aria-label={g.name} className="grid gap-2">
            <h4 className="text-sm font-semibold text-slate-800">{g.name}</h4>
            <ul aria-label={t('invoices.lines.ofPost', { post: g.name })} className="grid gap-2">
              {g.lines.map((l) => (
                <li key={l.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(`invoices.lines.kinds.${l.kind}`)}</p>
                  <p className="font-medium text-slate-900">{l.description}</p>
                  {w.notes(l).map((note) => (
                    <p key={note} className="text-xs text-slate-600">
                      {note}
                    </p>
                  ))}
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
                    <dt className="text-xs text-slate-600">
                      {l.minutes === null ? t('invoices.lines.quantity') : t('invoices.lines.hours')}
                    </dt>
                    <dd className="text-right tabular-nums">{w.hours(l)}</dd>
                    <dt className="text-xs text-slate-600">{t('invoices.lines.rate')}</dt>
                    <dd className="text-right tabular-nums">{w.rate(l)}</dd>
                    <dt className="text-xs text-slate-600">{t('invoices.lines.amount')}</dt>
                    <dd className="text-right font-medium tabular-nums">{w.money(l.amountCents)}</dd>
                    <dt className="text-xs text-slate-600">{t('invoices.lines.tax')}</dt>
                    <dd className="text-right tabular-nums">{w.money(l.taxCents)}</dd>
                  </dl>
                  {isRemovable(l) && (
                    <div className="mt-2 border-t border-slate-100 pt-2">
                      <RemoveLineButton invoice={invoice} line={l} />
                    </div>
                  )}
                  {l.shifts.length > 0 && (
                    <div className="mt-2 border-t border-slate-100 pt-2">
                      <ExpandButton line={l} isOpen={open.has(l.id)} controls={`${baseId}-${l.id}`} onToggle={() => toggle(l.id)} />
                      {open.has(l.id) && <ShiftCards id={`${baseId}-${l.id}`} shifts={l.shifts} label={shiftsLabel(l)} />}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <Table aria-label={t('invoices.lines.table')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('invoices.lines.kind')}</TableHead>
          <TableHead>{t('invoices.lines.description')}</TableHead>
          <TableHead className="text-right">{t('invoices.lines.hoursOrQuantity')}</TableHead>
          <TableHead className="text-right">{t('invoices.lines.rate')}</TableHead>
          <TableHead className="text-right">{t('invoices.lines.amount')}</TableHead>
          <TableHead className="text-right">{t('invoices.lines.tax')}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{invoice.can.editLines ? t('invoices.lines.actionsHeader') : t('invoices.lines.shiftsHeader')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      {groups.map((g) => (
        <TableBody key={g.key}>
          <tr className="bg-slate-100">
            <th scope="rowgroup" colSpan={7} className="px-3 py-1.5 text-left text-sm font-semibold text-slate-800">
              {g.name}
            </th>
          </tr>
          {g.lines.map((l) => (
            <Fragment key={l.id}>
              <TableRow>
                <TableCell className="whitespace-nowrap">{t(`invoices.lines.kinds.${l.kind}`)}</TableCell>
                <TableCell className="min-w-48">
                  <span className="block">{l.description}</span>
                  {w.notes(l).map((note) => (
                    <span key={note} className="block text-xs text-slate-600">
                      {note}
                    </span>
                  ))}
                </TableCell>
                <TableCell className="text-right tabular-nums">{w.hours(l)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{w.rate(l)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{w.money(l.amountCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{w.money(l.taxCents)}</TableCell>
                <TableCell className="text-right">
                  {l.shifts.length > 0 && (
                    <ExpandButton line={l} isOpen={open.has(l.id)} controls={`${baseId}-${l.id}`} onToggle={() => toggle(l.id)} />
                  )}
                  {isRemovable(l) && <RemoveLineButton invoice={invoice} line={l} />}
                </TableCell>
              </TableRow>
              {open.has(l.id) && (
                <tr>
                  <td colSpan={7} className="p-0">
                    <ShiftsTable id={`${baseId}-${l.id}`} shifts={l.shifts} label={shiftsLabel(l)} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </TableBody>
      ))}
    </Table>
  );
};
