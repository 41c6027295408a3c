// The columns of a pay run's lines (one per guard): hours by category, money, deductions, taxes and net pay.
import type { TRunLine } from '@centinela/shared/contracts/payroll-runs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { useLanguage } from '@/i18n/useLanguage';
import { usePayrollMoney } from '../hooks/usePayrollMoney';
import { hoursOf } from '../lib/format';

export const useRunLineColumns = () => {
  const { t } = useTranslation(['payrollRuns', 'common']);
  const { language } = useLanguage();
  const money = usePayrollMoney();
  return useMemo<TDataTableColumn<TRunLine>[]>(
    () => [
      {
        id: 'guard',
        header: t('columns.guard'),
        canHide: false,
        sortValue: (l) => l.guardName,
        cell: (l) => <span className="font-medium">{l.guardName}</span>,
      },
      {
        id: 'regular',
        header: t('columns.regularHours'),
        sortValue: (l) => l.regularMinutes,
        cell: (l) => hoursOf(l.regularMinutes, language),
      },
      {
        id: 'overtime',
        header: t('columns.overtimeHours'),
        sortValue: (l) => l.overtimeMinutes,
        cell: (l) => hoursOf(l.overtimeMinutes, language),
      },
      {
        id: 'premium',
        header: t('columns.premiumHours'),
        sortValue: (l) => l.premiumMinutes,
        cell: (l) => hoursOf(l.premiumMinutes, language),
        isHiddenByDefault: true,
      },
      {
        id: 'unverified',
        header: t('columns.unverified'),
        sortValue: (l) => l.unverifiedMinutes,
        cell: (l) => (l.unverifiedMinutes > 0 ? <Badge variant="warning">{hoursOf(l.unverifiedMinutes, language)}</Badge> : '—'),
      },
      {
        id: 'special',
        header: t('columns.specialServices'),
        sortValue: (l) => l.specialServicesCents,
        cell: (l) => money(l.specialServicesCents),
        isHiddenByDefault: true,
      },
      {
        id: 'gross',
        header: t('columns.gross'),
        sortValue: (l) => l.grossCents,
        cell: (l) => <span className="tabular-nums">{money(l.grossCents)}</span>,
      },
      {
        id: 'deductions',
        header: t('columns.deductions'),
        sortValue: (l) => l.deductionsBeforeTaxCents + l.deductionsAfterTaxCents,
        cell: (l) => money(l.deductionsBeforeTaxCents + l.deductionsAfterTaxCents),
      },
      { id: 'taxes', header: t('columns.taxes'), sortValue: (l) => l.taxesCents, cell: (l) => money(l.taxesCents) },
      {
        id: 'net',
        header: t('columns.net'),
        sortValue: (l) => l.netCents,
        cell: (l) => <span className="font-medium tabular-nums">{money(l.netCents)}</span>,
      },
    ],
    [t, language, money],
  );
};
