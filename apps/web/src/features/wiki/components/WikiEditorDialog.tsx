// Create or edit a wiki page: title, the roles that see it (none: everyone who may view the wiki) and the rich text,
// whose links may point to other pages of the wiki.
import { type TWikiPage, WIKI_VISIBLE_ROLES, ZWikiPageInput } from '@centinela/shared/contracts/wiki';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { RichTextEditor, type TRichTextLinkTarget } from '@/components/rich-text/RichTextEditor';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
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
  const { register, formState, errorOf, control } = form;
  const errors = formState.errors;
  return (
    <EditorForm
      form={form}
      submit={(values) =>
        page
          ? update.mutateAsync({ id: page.id, body: { title: values.title, body: values.body, visibleRoles: values.visibleRoles } })
          : create.mutateAsync(values)
      }
      success={page ? t('toasts.saved') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      onDone={(saved) => onDone(saved.id)}
    >
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
    </EditorForm>
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
    <FormDialog
      open={target !== null}
      onClose={() => onClose()}
      title={target?.mode === 'edit' ? t('editor.editTitle') : t('editor.createTitle')}
      description={
        target?.mode === 'create' && target.parentTitle ? t('editor.underParent', { title: target.parentTitle }) : t('editor.description')
      }
      className="max-w-3xl"
    >
      {target && (
        <WikiForm
          key={target.mode === 'edit' ? target.page.id : `new-${target.parentId}`}
          target={target}
          linkTargets={linkTargets}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
};
