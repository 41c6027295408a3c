// Cents as money in the reader's language and the company's currency (the pay run panel and its line dialog).
import { useCallback } from 'react';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatMoneyDisplay } from '@/lib/format';

export const usePayrollMoney = () => {
  const { language } = useLanguage();
  const { currency } = useCompanyLocale();
  return useCallback((cents: number) => formatMoneyDisplay(cents, language, currency), [language, currency]);
};
