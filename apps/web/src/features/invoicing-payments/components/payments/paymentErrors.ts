// The server's payment refusals that carry an amount (more than an invoice's balance, more than the payment's unapplied
// credit), said with that amount in the screen's language and the company's currency (the server's `available` text is
// in the request's language). Anything else keeps the default wording of its code.
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { usePaymentWords } from './paymentWords';

export const usePaymentErrorText = () => {
  const { t } = useTranslation(['invoicingPayments', 'apiErrors']);
  const words = usePaymentWords();
  return (error: unknown): string | undefined => {
    if (!isApiError(error)) return undefined;
    const available = (error.details as { availableCents?: unknown } | undefined)?.availableCents;
    if (typeof available !== 'number') return undefined;
    if (error.code === 'PAYMENT_EXCEEDS_BALANCE') return t('apiErrors:PAYMENT_EXCEEDS_BALANCE', { available: words.cash(available) });
    if (error.code === 'PAYMENT_EXCEEDS_UNAPPLIED') return t('apiErrors:PAYMENT_EXCEEDS_UNAPPLIED', { available: words.cash(available) });
    return undefined;
  };
};
