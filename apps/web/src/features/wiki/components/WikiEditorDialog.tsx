// Create or edit a wiki page: title, the roles that see it (none: everyone who may view the wiki) and the rich text,
// whose links may point to other pages of the wiki.
import { type TWikiPage, WIKI_VISIBLE_ROLES, ZWikiPageInput } from '@centinela/shared/contracts/wiki';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RichTextEditor, type TRichTextLinkTarget } from '@/components/rich-text/RichTextEditor';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { errorMessage } from '@/lib/errors';
import { useZodForm } from '@/lib/forms';
import { useWikiActions } from '../hooks/useWiki';

export type TWikiEditorTarget = { mode: 'create'; parentId: string | null; parentTitle: string | null } | { mode: 'edit'; page: TWikiPage };

const WikiForm = ({
  target,
  linkTargets,
  onDone,
}: {
  target: TWikiEditorTarget;
  linkTargets: readonly TRichTextLinkTarget[];
  onDone: (id?: string) => void;
}) => {
  const { t } = useTranslation('wiki');
  const formId = useId();
  const { create, update } = useWikiActions();
  const page = target.mode === 'edit' ? target.page : undefined;
  const form = useZodForm({
    schema: ZWikiPageInput,
    defaultValues: {
      title: page?.title ?? '',
      body: page?.body ?? '',
      parentId: target.mode === 'create' ? target.parentId : page?.parentId,
      visibleRoles: page?.visibleRoles ?? [],
    },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, errorOf, applyServerErrors, control } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = page
        ? await update.mutateAsync({ id: page.id, body: { title: values.title, body: values.body, visibleRoles: values.visibleRoles } })
        : await create.mutateAsync(values);
      toast.success(page ? t('toasts.saved') : t('toasts.created'));
      onDone(saved.id);
    } catch (error) {
      if (!applyServerErrors(error)) toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={page ? t('editor.editTitle') : t('editor.createTitle')}>
      <fieldset disabled={formState.isSubmitting} className="grid min-w-0 gap-4">
        <FormField label={t('fields.title')} isRequired error={errorOf(errors.title)}>
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <Controller
          control={control}
          name="visibleRoles"
          render={({ field }) => {
            const selected = new Set(field.value ?? []);
            return (
              <fieldset className="grid gap-1">
                <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.visibleRoles')}</legend>
                <p className="text-xs text-slate-600">{t('editor.visibleRolesHint')}</p>
                <div className="flex flex-wrap gap-4">
                  {WIKI_VISIBLE_ROLES.map((role) => (
                    <div key={role} className="flex items-center gap-2">
                      <Checkbox
                        id={`${formId}-${role}`}
                        checked={selected.has(role)}
                        onCheckedChange={(isOn) => field.onChange(WIKI_VISIBLE_ROLES.filter((r) => (r === role ? isOn : selected.has(r))))}
                      />
                      <Label htmlFor={`${formId}-${role}`} className="font-normal">
                        {t(`roles.${role}`)}
                      </Label>
                    </div>
                  ))}
                </div>
              </fieldset>
            );
          }}
        />
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextEditor label={t('fields.body')} value={field.value ?? ''} onChange={field.onChange} linkTargets={linkTargets} />
          )}
        />
        {errors.body && <p className="text-sm text-red-700">{errorOf(errors.body)}</p>}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone()}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
};

export const WikiEditorDialog = ({
  target,
  linkTargets,
  onClose,
}: {
  target: TWikiEditorTarget | null;
  linkTargets: readonly TRichTextLinkTarget[];
  onClose: (savedId?: string) => void;
}) => {
  const { t } = useTranslation('wiki');
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{target?.mode === 'edit' ? t('editor.editTitle') : t('editor.createTitle')}</DialogTitle>
          <DialogDescription>
            {target?.mode === 'create' && target.parentTitle
              ? t('editor.underParent', { title: target.parentTitle })
              : t('editor.description')}
          </DialogDescription>
        </DialogHeader>
        {target && (
          <WikiForm
            key={target.mode === 'edit' ? target.page.id : `new-${target.parentId}`}
            target={target}
            linkTargets={linkTargets}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
