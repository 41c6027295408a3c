// Create or edit a uniform item: name, category, unit cost (integer cents, typed in the company's currency), low-stock
// threshold and its sizes (with the starting stock when it is created; later stock changes go through the stock dialog).
import { type TUniformItem, ZUniformItemInput } from '@centinela/shared/contracts/uniforms-accessories';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useZodForm } from '@/lib/forms';
import { useUniformActions, useUniformCategories } from '../hooks/useUniforms';

export type TItemEditorTarget = { mode: 'create' } | { mode: 'edit'; item: TUniformItem };

const ItemForm = ({ item }: { item?: TUniformItem }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { currency } = useCompanyLocale();
  const categories = useUniformCategories();
  const { saveItem } = useUniformActions();
  const form = useZodForm({
    schema: ZUniformItemInput,
    defaultValues: {
      name: item?.name ?? '',
      categoryId: item?.categoryId ?? null,
      unitCostCents: item?.unitCostCents ?? (null as unknown as number),
      lowStockThreshold: item?.lowStockThreshold ?? 2,
      sizes: item ? item.sizes.map((s) => ({ size: s.size, stock: s.stock })) : [{ size: '', stock: 0 }],
    },
    mode: 'onTouched',
  });
  const { register, control, formState, errorOf } = form;
  const sizes = useFieldArray({ control, name: 'sizes' });
  const errors = formState.errors;

  return (
    <EditorForm
      form={form}
      submit={(values) => saveItem.mutateAsync({ id: item?.id, body: values })}
      success={item ? t('toasts.itemUpdated') : t('toasts.itemCreated')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      className="sm:grid-cols-2"
    >
      <FormField label={t('fields.name')} isRequired error={errorOf(errors.name)} className="sm:col-span-2">
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t('fields.category')} error={errorOf(errors.categoryId)}>
        <Select {...register('categoryId', { setValueAs: (v: string | null) => v || null })}>
          <option value="">{t('noCategory')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.unitCost')} isRequired error={errorOf(errors.unitCostCents)}>
        <FormMoneyInput control={control} name="unitCostCents" currency={currency} />
      </FormField>
      <FormField label={t('fields.lowStockThreshold')} hint={t('fields.lowStockHint')} error={errorOf(errors.lowStockThreshold)}>
        <Input type="number" min={0} {...register('lowStockThreshold', { valueAsNumber: true })} />
      </FormField>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.sizes')}</legend>
        {sizes.fields.map((field, index) => {
          const isExisting = Boolean(item?.sizes.some((s) => s.size === field.size));
          return (
            <div key={field.id} className="flex items-start gap-2">
              <FormField
                label={t('fields.sizeNumber', { number: index + 1 })}
                error={errorOf(errors.sizes?.[index]?.size)}
                className="flex-1"
              >
                <Input autoComplete="off" readOnly={isExisting} {...register(`sizes.${index}.size` as const)} />
              </FormField>
              {!item && (
                <FormField label={t('fields.initialStock')} error={errorOf(errors.sizes?.[index]?.stock)} className="w-32">
                  <Input type="number" min={0} {...register(`sizes.${index}.stock` as const, { valueAsNumber: true })} />
                </FormField>
              )}
              {sizes.fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="mt-6"
                  aria-label={t('actions.removeSize', { number: index + 1 })}
                  onClick={() => sizes.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
          );
        })}
        {errors.sizes?.message && <p className="text-sm text-red-700">{errorOf(errors.sizes as { message?: string })}</p>}
        {errors.sizes?.root?.message && <p className="text-sm text-red-700">{errorOf(errors.sizes.root)}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => sizes.append({ size: '', stock: 0 })}
        >
          <Plus aria-hidden="true" />
          {t('actions.addSize')}
        </Button>
      </fieldset>
    </EditorForm>
  );
};

export const ItemEditorDialog = ({ target, onClose }: { target: TItemEditorTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('uniformsAccessories');
  const item = target?.mode === 'edit' ? target.item : undefined;
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={item ? t('itemEditor.editTitle') : t('itemEditor.createTitle')}
      description={t('itemEditor.description')}
      className="max-w-2xl"
    >
      {target && <ItemForm item={item} />}
    </FormDialog>
  );
};
