// Create or rename a uniform category.
import { type TUniformCategory, ZUniformCategoryInput } from '@centinela/shared/contracts/uniforms-accessories';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { errorMessage } from '@/lib/errors';
import { useZodForm } from '@/lib/forms';
import { useUniformActions } from '../hooks/useUniforms';

export type TCategoryTarget = { mode: 'create' } | { mode: 'edit'; category: TUniformCategory };

const CategoryForm = ({ category, onDone }: { category?: TUniformCategory; onDone: () => void }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { saveCategory } = useUniformActions();
  const form = useZodForm({ schema: ZUniformCategoryInput, defaultValues: { name: category?.name ?? '' }, mode: 'onTouched' });
  const { register, handleSubmit, formState, errorOf, applyServerErrors } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveCategory.mutateAsync({ id: category?.id, body: values });
      toast.success(category ? t('toasts.categoryUpdated') : t('toasts.categoryCreated'));
      onDone();
    } catch (error) {
      if (!applyServerErrors(error)) toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={category ? t('categories.editTitle') : t('categories.createTitle')}
    >
      <FormField label={t('fields.name')} isRequired error={errorOf(formState.errors.name)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
};

export const CategoryDialog = ({ target, onClose }: { target: TCategoryTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('uniformsAccessories');
  const category = target?.mode === 'edit' ? target.category : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{category ? t('categories.editTitle') : t('categories.createTitle')}</DialogTitle>
          <DialogDescription>{t('categories.description')}</DialogDescription>
        </DialogHeader>
        {target && <CategoryForm category={category} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
};
