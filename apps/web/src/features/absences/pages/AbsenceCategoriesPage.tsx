// Settings → special categories: the company's absence categories (list, add, rename, deactivate/reactivate).
import { type TAbsenceCategory, type TCreateAbsenceCategory, ZCreateAbsenceCategory } from '@centinela/shared/contracts/absences';
import { can } from '@centinela/shared';
import { Check, Pencil, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { Switch } from '@/components/ui/Switch';
import { useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { useAbsenceCategories, useCategoryLabel, useCreateAbsenceCategory, useUpdateAbsenceCategory } from '../hooks/useAbsences';
import { zodKeyResolver } from '@/lib/forms';

export const AbsenceCategoriesPage = () => {
  const { t } = useTranslation(['absences', 'common']);
  const { subject } = useSession();
  const categories = useAbsenceCategories({ includeInactive: true });
  const canAdd = can(subject, 'add', 'settings');
  const canEdit = can(subject, 'edit', 'settings');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.title')}</CardTitle>
          <CardDescription>{t('settings.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {canAdd && <AddCategoryForm />}
          {categories.isPending ? (
            <Spinner label={t('loading')} />
          ) : categories.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(categories.error)}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {categories.data.map((category) => (
                <CategoryRow key={category.id} category={category} canEdit={canEdit} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
};

const AddCategoryForm = () => {
  const { t } = useTranslation(['absences', 'common']);
  const create = useCreateAbsenceCategory();
  const form = useForm<TCreateAbsenceCategory>({ resolver: zodKeyResolver(ZCreateAbsenceCategory), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset();
      toast.success(t('settings.added'));
    } catch (error) {
      toast.error(t('toastError'), { description: errorMessage(error, t('settings.saveFailed')) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-end gap-2">
      <FormField label={t('settings.newName')} className="flex-1" error={form.formState.errors.name && t('settings.nameRequired')}>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {t('settings.add')}
      </Button>
    </form>
  );
};

const CategoryRow = ({ category, canEdit }: { category: TAbsenceCategory; canEdit: boolean }) => {
  const { t } = useTranslation(['absences', 'common']);
  const labelOf = useCategoryLabel();
  const update = useUpdateAbsenceCategory();
  const [draft, setDraft] = useState<string | null>(null);
  const label = labelOf(category);

  const save = async (input: { name?: string; isActive?: boolean }) => {
    try {
      await update.mutateAsync({ id: category.id, input });
      setDraft(null);
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(t('toastError'), { description: errorMessage(error, t('settings.saveFailed')) });
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
      {draft !== null ? (
        <form
          className="flex min-w-0 flex-1 basis-48 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) void save({ name: draft.trim() });
          }}
        >
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} aria-label={t('settings.rename', { name: label })} autoFocus />
          <Button
            type="submit"
            size="icon"
            variant="ghost"
            aria-label={t('common:actions.save')}
            disabled={!draft.trim() || update.isPending}
          >
            <Check aria-hidden="true" />
          </Button>
          <Button size="icon" variant="ghost" aria-label={t('common:actions.cancel')} onClick={() => setDraft(null)}>
            <X aria-hidden="true" />
          </Button>
        </form>
      ) : (
        <div className="flex min-w-0 flex-1 basis-48 items-center gap-2">
          <span className={cn('min-w-0 break-words', category.isActive ? 'text-slate-900' : 'text-slate-500 line-through')}>{label}</span>
          {category.key && <Badge variant="neutral">{t('settings.builtIn')}</Badge>}
          {canEdit && (
            <Button size="icon" variant="ghost" aria-label={t('settings.rename', { name: label })} onClick={() => setDraft(label)}>
              <Pencil aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
      <div className="ml-auto flex items-center gap-2 text-sm text-slate-600">
        <span>{category.isActive ? t('settings.active') : t('settings.inactive')}</span>
        <Switch
          checked={category.isActive}
          disabled={!canEdit || update.isPending}
          aria-label={t('settings.toggle', { name: label })}
          onCheckedChange={(isActive) => void save({ isActive })}
        />
      </div>
    </li>
  );
};
