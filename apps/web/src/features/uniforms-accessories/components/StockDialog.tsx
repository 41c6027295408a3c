// Restock or adjust one size of an item, and its stock history (every issue, return, restock and adjustment).
import { type TUniformItem, ZUniformStockChange } from '@centinela/shared/contracts/uniforms-accessories';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormDialog, useFormSubmit } from '@/components/form-dialog';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDateTime } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { useStockMoves, useUniformActions } from '../hooks/useUniforms';

const StockForm = ({ item }: { item: TUniformItem }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { changeStock } = useUniformActions();
  const form = useZodForm({
    schema: ZUniformStockChange,
    defaultValues: { sizeId: item.sizes[0]?.id ?? '', delta: 1, note: '' },
    mode: 'onTouched',
  });
  const { register, formState, errorOf, reset } = form;
  // The form stays open under the history: after a change it starts again on the same size.
  const onSubmit = useFormSubmit(form, {
    submit: (values) => changeStock.mutateAsync({ id: item.id, body: values }),
    success: t('toasts.stockChanged'),
    errorTitle: t('toasts.errorTitle'),
    errorFallback: t('toasts.stockFailed'),
    onDone: (_, values) => reset({ sizeId: values.sizeId, delta: 1, note: '' }),
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_2fr_auto]"
      aria-label={t('stockDialog.formLabel')}
    >
      <FormField label={t('fields.size')} error={errorOf(formState.errors.sizeId)}>
        <Select {...register('sizeId')}>
          {item.sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {t('sizeWithStock', { size: s.size, stock: s.stock })}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.delta')} error={errorOf(formState.errors.delta)}>
        <Input type="number" {...register('delta', { valueAsNumber: true })} />
      </FormField>
      <FormField label={t('fields.note')} error={errorOf(formState.errors.note)}>
        <Input autoComplete="off" {...register('note')} />
      </FormField>
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('actions.applyStock')}
      </Button>
      <FormAlert errors={formState.errors} className="sm:col-span-4" />
    </form>
  );
};

const Moves = ({ itemId }: { itemId: string }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const moves = useStockMoves(itemId);
  if (moves.isPending) return <p className="text-sm text-slate-600">{t('states.loading')}</p>;
  if (!moves.data?.length) return <p className="text-sm text-slate-600">{t('stockDialog.noMoves')}</p>;
  return (
    <div className="max-h-72 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-sm" aria-label={t('stockDialog.historyLabel')}>
        <thead className="sticky top-0 bg-slate-50 text-left">
          <tr>
            <th className="px-3 py-2">{t('columns.when')}</th>
            <th className="px-3 py-2">{t('fields.size')}</th>
            <th className="px-3 py-2 text-right">{t('fields.delta')}</th>
            <th className="px-3 py-2">{t('columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {moves.data.map((m) => (
            <tr key={m.id} className="border-t border-slate-100">
              <td className="px-3 py-1.5 whitespace-nowrap">{formatDateTime(m.createdAt, language, timeZone)}</td>
              <td className="px-3 py-1.5">{m.size}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
              <td className="px-3 py-1.5">
                {t(`moveReasons.${m.reason}`)}
                {m.guardName && ` · ${m.guardName}`}
                {m.note && ` · ${m.note}`}
                {m.actorName && <span className="text-slate-600"> ({m.actorName})</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

export const StockDialog = ({ item, canChange, onClose }: { item: TUniformItem | null; canChange: boolean; onClose: () => void }) => {
  const { t } = useTranslation('uniformsAccessories');
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      title={item ? t('stockDialog.title', { name: item.name }) : ''}
      description={t('stockDialog.description')}
      className="max-w-3xl"
    >
      {item && (
        <div className="grid gap-4">
          {canChange && <StockForm item={item} />}
          <Moves itemId={item.id} />
        </div>
      )}
    </FormDialog>
  );
};
