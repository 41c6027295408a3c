// Create or rename a uniform category.
import { type TUniformCategory, ZUniformCategoryInput } from '@centinela/shared/contracts/uniforms-accessories';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { useZodForm } from '@/lib/forms';
import { useUniformActions } from '../hooks/useUniforms';

export type TCategoryTarget = { mode: 'create' } | { mode: 'edit'; category: TUniformCategory };

const CategoryForm = ({ category }: { category?: TUniformCategory }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { saveCategory } = useUniformActions();
  const form = useZodForm({ schema: ZUniformCategoryInput, defaultValues: { name: category?.name ?? '' }, mode: 'onTouched' });
  return (
    <EditorForm
      form={form}
      submit={(values) => saveCategory.mutateAsync({ id: category?.id, body: values })}
      success={category ? t('toasts.categoryUpdated') : t('toasts.categoryCreated')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
    >
      <FormField label={t('fields.name')} isRequired error={form.errorOf(form.formState.errors.name)}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
    </EditorForm>
  );
};

export const CategoryDialog = ({ target, onClose }: { target: TCategoryTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('uniformsAccessories');
  const category = target?.mode === 'edit' ? target.category : undefined;
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={category ? t('categories.editTitle') : t('categories.createTitle')}
      description={t('categories.description')}
      className="max-w-md"
    >
      {target && <CategoryForm category={category} />}
    </FormDialog>
  );
};
