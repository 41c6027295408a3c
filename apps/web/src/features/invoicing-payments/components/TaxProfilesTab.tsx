// The taxes tab: the company's tax profiles (IVU, IVA, a US sales tax, exempt) with the rate in force today and how many
// rate cards use each; add, edit, and delete — refused, in words, while rate cards use the profile.
import { can } from '@centinela/shared';
import type { TTaxProfile } from '@centinela/shared/contracts/invoicing-payments';
import { Landmark, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable, type TDataTableColumn, deleteMessages, tableQueryProps, useRowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { RowActions } from '@/components/ui/RowActions';
import { useSession } from '@/features/auth/hooks/useSession';
import { isApiError } from '@/lib/api';
import { formatPercent } from '../lib/billing';
import { useTaxProfileActions, useTaxProfiles } from '../hooks/useInvoicing';
import { TaxProfileEditorDialog, type TTaxEditorTarget } from './TaxProfileEditorDialog';

const useTaxColumns = () => {
  const { t, i18n } = useTranslation('invoicingPayments');
  return useMemo<TDataTableColumn<TTaxProfile>[]>(
    () => [
      {
        id: 'name',
        header: t('taxes.columns.name'),
        canHide: false,
        cell: (p) => <span className="font-medium text-slate-900">{p.name}</span>,
      },
      {
        id: 'kind',
        header: t('taxes.columns.kind'),
        cell: (p) => <Badge variant={p.kind === 'exempt' ? 'neutral' : 'default'}>{t(`taxes.kinds.${p.kind}`)}</Badge>,
      },
      { id: 'jurisdiction', header: t('taxes.columns.jurisdiction'), cell: (p) => p.jurisdiction ?? '—' },
      {
        id: 'rateToday',
        header: t('taxes.columns.rateToday'),
        cell: (p) => <span className="tabular-nums">{formatPercent(p.rateTodayMilliPercent, i18n.language)}</span>,
      },
      {
        id: 'rounding',
        header: t('taxes.columns.rounding'),
        cell: (p) =>
          p.kind === 'exempt'
            ? '—'
            : `${t(`taxEditor.roundings.${p.rounding}`)} · ${t(`taxEditor.componentRoundings.${p.componentRounding}`)}`,
      },
      { id: 'rateCards', header: t('taxes.columns.rateCards'), cell: (p) => t('taxes.rateCardCount', { count: p.rateCardCount }) },
      { id: 'certificate', header: t('taxes.columns.certificate'), cell: (p) => p.exemptionCertificate ?? '—' },
    ],
    [t, i18n.language],
  );
};

export const TaxProfilesTab = () => {
  const { t } = useTranslation(['invoicingPayments', 'common']);
  const { subject } = useSession();
  const list = useTaxProfiles();
  const { remove } = useTaxProfileActions();
  const rowAction = useRowAction();
  const [editor, setEditor] = useState<TTaxEditorTarget | null>(null);
  const columns = useTaxColumns();
  const canAdd = can(subject, 'add', 'invoicing-payments');

  const mayDelete = can(subject, 'delete', 'invoicing-payments');
  const inUseText = (count: number) => t('taxes.inUse', { count: Math.max(count, 1) });

  // deleteMessages reads its keys at the namespace's top level: these are the taxes' own. A profile rate cards still use
  // cannot be deleted (its can.delete is false): the button stays and says why instead of asking; if a rate card took it
  // meanwhile, the server's 409 TAX_PROFILE_IN_USE is worded the same way with its count.
  const destroy = (p: TTaxProfile) => {
    if (!p.can.delete && p.rateCardCount > 0) {
      toast.error(t('taxes.toasts.deleteFailed'), { description: inUseText(p.rateCardCount) });
      return;
    }
    void rowAction.run(p.id, () => remove.mutateAsync(p.id), {
      ...deleteMessages((key, options) => (key === 'common:actions.delete' ? t(key) : t(`taxes.${key}`, options)), { name: p.name }),
      errorText: (error) =>
        isApiError(error) && error.code === 'TAX_PROFILE_IN_USE'
          ? inUseText(Number((error.details as { count?: unknown } | null)?.count ?? p.rateCardCount))
          : undefined,
    });
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-3xl text-sm text-slate-600">{t('taxes.description')}</p>
        {canAdd && (
          <Button className="shrink-0 self-start" onClick={() => setEditor({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {t('taxes.add')}
          </Button>
        )}
      </div>
      <Card>
        <DataTable
          id="invoicing-tax-profiles"
          label={t('taxes.table')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(p) => p.id}
          {...tableQueryProps(list)}
          icon={Landmark}
          loadingLabel={t('taxes.loading')}
          errorTitle={t('taxes.fetchFailed')}
          empty={{ title: t('taxes.empty'), description: canAdd ? t('taxes.emptyHint') : undefined }}
          rowActions={(p) => (
            <RowActions
              className="flex-nowrap"
              name={p.name}
              isBusy={rowAction.busyId === p.id}
              edit={p.can.update && { onClick: () => setEditor({ mode: 'edit', profile: p }) }}
              remove={(p.can.delete || (mayDelete && p.rateCardCount > 0)) && { onClick: () => destroy(p) }}
            />
          )}
        />
      </Card>
      <TaxProfileEditorDialog target={editor} onClose={() => setEditor(null)} />
    </div>
  );
};
