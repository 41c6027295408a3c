// The words of the financial reports: money in the report's currency, hours as h:mm, basis points as a percent.
import { useMemo } from 'react';
import { useInvoiceWords, hm } from '../invoices/invoiceWords';

export const useReportWords = (currency: string) => {
  const words = useInvoiceWords();
  return useMemo(() => {
    const percentFormat = new Intl.NumberFormat(words.language, { maximumFractionDigits: 1, minimumFractionDigits: 0 });
    return {
      day: words.day,
      money: (cents: number) => words.money(cents, currency),
      hours: (minutes: number) => hm(minutes),
      /** 2_250 bp → '22.5 %' ('22,5 %' in Spanish where the locale says so). */
      percent: (bp: number | null) => (bp === null ? '—' : `${percentFormat.format(bp / 100)} %`),
      number: (value: number) => percentFormat.format(value),
    };
  }, [words, currency]);
};
