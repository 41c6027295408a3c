// Issue an item to a guard (size, quantity, date, condition; optionally its cost deducted from the guard's pay in
// instalments, a payroll deduction) and record a return. Issuing more than the stock is
// refused by the server (409, nothing written); the message says how many are left.
import { todayIn } from '@centinela/shared';
import {
  type TUniformIssue,
  type TUniformItem,
  UNIFORM_ISSUE_CONDITIONS,
  UNIFORM_RETURN_CONDITIONS,
  ZUniformIssueInput,
  ZUniformReturnInput,
} from '@centinela/shared/contracts/uniforms-accessories';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/forms';
import { useIssueGuards, useUniformActions } from '../hooks/useUniforms';

const IssueForm = ({ item }: { item: TUniformItem }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { timeZone } = useCompanyLocale();
  const guards = useIssueGuards();
  const { issue } = useUniformActions();
  const firstInStock = item.sizes.find((s) => s.stock > 0) ?? item.sizes[0];
  const form = useZodForm({
    schema: ZUniformIssueInput,
    defaultValues: {
      itemId: item.id,
      sizeId: firstInStock?.id ?? '',
      guardId: '',
      quantity: 1,
      issuedOn: todayIn(timeZone),
      condition: 'new',
    },
    mode: 'onTouched',
  });
  const { register, control, formState, errorOf } = form;
  const errors = formState.errors;

  return (
    <EditorForm
      form={form}
      submit={(values) => issue.mutateAsync(values)}
      success={(issued) => t('toasts.issued', { quantity: issued.quantity, name: issued.itemName, guard: issued.guardName })}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.issueFailed')}
      // Issuing more than the stock: the message says how many are left.
      errorText={(error) =>
        isApiError(error) && error.status === 409
          ? t('validation.notEnoughStockLeft', { stock: (error.details as { stock?: number })?.stock ?? 0 })
          : undefined
      }
      submitLabel={t('actions.issue')}
      className="sm:grid-cols-2"
    >
      <FormField
        label={t('fields.guard')}
        isRequired
        error={errors.guardId ? t('validation.chooseGuard') : undefined}
        className="sm:col-span-2"
      >
        <Select {...register('guardId')}>
          <option value="">{t('fields.chooseGuard')}</option>
          {(guards.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.size')} isRequired error={errorOf(errors.sizeId)}>
        <Select {...register('sizeId')}>
          {item.sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {t('sizeWithStock', { size: s.size, stock: s.stock })}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.quantity')} isRequired error={errorOf(errors.quantity)}>
        <Input type="number" min={1} {...register('quantity', { valueAsNumber: true })} />
      </FormField>
      <FormField label={t('fields.issuedOn')} isRequired error={errorOf(errors.issuedOn)}>
        <FormDateInput control={control} name="issuedOn" />
      </FormField>
      {item.unitCostCents > 0 && (
        <FormField
          label={t('fields.deductInstalments')}
          hint={t('fields.deductInstalmentsHint')}
          error={errorOf(errors.deductInstalments)}
          className="sm:col-span-2"
        >
          <Input
            type="number"
            min={1}
            max={52}
            placeholder={t('fields.noDeduction')}
            {...register('deductInstalments', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
          />
        </FormField>
      )}
      <FormField label={t('fields.condition')} error={errorOf(errors.condition)}>
        <Select {...register('condition')}>
          {UNIFORM_ISSUE_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {t(`conditions.${c}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </EditorForm>
  );
};

export const IssueDialog = ({ item, onClose }: { item: TUniformItem | null; onClose: () => void }) => {
  const { t } = useTranslation('uniformsAccessories');
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      title={item ? t('issueDialog.title', { name: item.name }) : ''}
      description={t('issueDialog.description')}
      className="max-w-xl"
    >
      {item && <IssueForm item={item} />}
    </FormDialog>
  );
};

const ReturnForm = ({ issue }: { issue: TUniformIssue }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { timeZone } = useCompanyLocale();
  const { returnIssue } = useUniformActions();
  const form = useZodForm({
    schema: ZUniformReturnInput,
    defaultValues: { returnedOn: todayIn(timeZone), condition: 'good' },
    mode: 'onTouched',
  });
  const { register, control, formState, errorOf } = form;
  return (
    <EditorForm
      form={form}
      submit={(values) => returnIssue.mutateAsync({ id: issue.id, body: values })}
      success={t('toasts.returned')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.returnFailed')}
      submitLabel={t('actions.recordReturn')}
      className="sm:grid-cols-2"
    >
      <FormField label={t('fields.returnedOn')} isRequired error={errorOf(formState.errors.returnedOn)}>
        <FormDateInput control={control} name="returnedOn" />
      </FormField>
      <FormField label={t('fields.condition')} hint={t('returnDialog.hint')} error={errorOf(formState.errors.condition)}>
        <Select {...register('condition')}>
          {UNIFORM_RETURN_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {t(`conditions.${c}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </EditorForm>
  );
};

export const ReturnDialog = ({ issue, onClose }: { issue: TUniformIssue | null; onClose: () => void }) => {
  const { t } = useTranslation('uniformsAccessories');
  return (
    <FormDialog
      open={issue !== null}
      onClose={onClose}
      title={t('returnDialog.title')}
      description={
        issue
          ? t('returnDialog.description', { quantity: issue.quantity, name: issue.itemName, size: issue.size, guard: issue.guardName })
          : ''
      }
      className="max-w-xl"
    >
      {issue && <ReturnForm issue={issue} />}
    </FormDialog>
  );
};
