// The short words of a payment, shared by the list, the dialogs and their tests: its method, the cheque number or
// reference under it, its name in a button or a title ('$500.00 de Plaza Los Flamboyanes, 05/11/2026'), money in the
// company's currency (a payment carries none of its own) and the state badge (reversed, with credit left, applied).
import type { TPayment, TPaymentMethod } from '@centinela/shared/contracts/invoice-payments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useInvoiceWords } from '../invoices/invoiceWords';

export const usePaymentWords = () => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const { currency } = useCompanyLocale();
  return useMemo(() => {
    const methods: Record<TPaymentMethod, string> = {
      transfer: t('payments.methods.transfer'),
      ach: t('payments.methods.ach'),
      cheque: t('payments.methods.cheque'),
      cash: t('payments.methods.cash'),
      card: t('payments.methods.card'),
    };
    const cash = (cents: number) => words.money(cents, currency);
    return {
      ...words,
      currency,
      methods,
      /** Money in the company's currency. */
      cash,
      /** 'Cheque núm. 1045' or 'Ref. TRX-88' under the method; null when there is neither. */
      detail: (p: Pick<TPayment, 'method' | 'chequeNumber' | 'reference'>) =>
        p.method === 'cheque' && p.chequeNumber
          ? t('payments.chequeNumbered', { number: p.chequeNumber })
          : p.reference
            ? t('payments.referenced', { reference: p.reference })
            : null,
      /** The payment as a button's or a dialog's words name it. */
      name: (p: Pick<TPayment, 'amountCents' | 'customerCompanyName' | 'date'>) =>
        t('payments.name', { amount: cash(p.amountCents), customer: p.customerCompanyName, date: words.day(p.date) }),
    };
  }, [t, words, currency]);
};

/** Reversed (red), with credit left to apply (amber), or applied in full (green). */
export const PaymentStateBadge = ({ payment }: { payment: Pick<TPayment, 'reversedAt' | 'unappliedCents'> }) => {
  const { t } = useTranslation('invoicingPayments');
  if (payment.reversedAt)
    return (
      <Badge variant="danger" data-testid="payment-state">
        {t('payments.states.reversed')}
      </Badge>
    );
  if (payment.unappliedCents > 0)
    return (
      <Badge variant="warning" data-testid="payment-state">
        {t('payments.states.withCredit')}
      </Badge>
    );
  return (
    <Badge variant="success" data-testid="payment-state">
      {t('payments.states.applied')}
    </Badge>
  );
};
