// Memos tab of the user editor (guards only): upload with name, reason and file; list, download, delete.
import { type TUploadMemoFields, type TUserMemo, ZUploadMemoFields } from '@centinela/shared/contracts/guard-records';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '@/lib/attachments';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmAction } from '@/components/ui/AlertDialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { Textarea } from '@/components/ui/Textarea';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useCanEditUsers } from '../hooks/useCanEditUsers';
import { useFileUpload } from '../hooks/useFileUpload';
import { useDeleteMemo, useMemos, useUploadMemo } from '../hooks/useGuardRecords';
import { formatFileSize } from '../lib/format';
import type { TEditedUserProps } from '../types';
import { FilePicker } from './FilePicker';
import { GuardOnlyNotice } from './GuardOnlyNotice';
import { RecordFileActions } from './RecordFileActions';
import { UploadSubmit } from './UploadSubmit';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { zodKeyResolver } from '@/lib/forms';

export const MemosTab = ({ user }: TEditedUserProps) => {
  const { t } = useTranslation(['guardRecords', 'common']);
  const isGuard = user.role === 'security_guard';
  const memos = useMemos(user.id, isGuard);
  const canEdit = useCanEditUsers();
  if (!isGuard) return <GuardOnlyNotice />;
  return (
    <div className="flex flex-col gap-4">
      {canEdit && <MemoUploadForm userId={user.id} />}
      <Card>
        <CardHeader>
          <CardTitle>{t('memos.listTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {memos.isPending ? (
            <Spinner label={t('states.loading')} />
          ) : memos.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(memos.error)}
            </p>
          ) : memos.data.length === 0 ? (
            <EmptyState icon={NotebookPen} title={t('memos.empty')} />
          ) : (
            <MemoList userId={user.id} memos={memos.data} canEdit={canEdit} />
          )}
        </CardContent>
      </Card>
    </div>
  );
};

const MemoList = ({ userId, memos, canEdit }: { userId: string; memos: TUserMemo[]; canEdit: boolean }) => {
  const { t } = useTranslation(['guardRecords', 'common']);
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const remove = useDeleteMemo(userId);

  const onDelete = async (memo: TUserMemo) => {
    if (!(await confirmAction({ description: t('common:confirm.deleteItem'), confirmLabel: t('common:actions.delete') }))) return;
    try {
      await remove.mutateAsync(memo.id);
      toast.success(t('memos.deleted'));
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error, t('memos.deleteFailed')) });
    }
  };

  return (
    <ul className="divide-y divide-slate-100">
      {memos.map((memo) => (
        <li key={memo.id} className="flex items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{memo.name}</p>
            <p className="mt-0.5 whitespace-pre-line text-sm text-slate-700">{memo.reason}</p>
            <p className="mt-1 text-xs text-slate-600">
              {memo.file.originalName} · {formatFileSize(memo.file.size, language)} · {formatDate(memo.uploadedAt, language, timeZone)}
              {memo.uploadedBy && ` · ${t('upload.by', { name: memo.uploadedBy.name })}`}
            </p>
          </div>
          <RecordFileActions
            record={memo}
            onDelete={canEdit ? () => void onDelete(memo) : undefined}
            isDeleting={remove.isPending}
            className="shrink-0"
          />
        </li>
      ))}
    </ul>
  );
};

const MemoUploadForm = ({ userId }: { userId: string }) => {
  const { t } = useTranslation(['guardRecords', 'common']);
  const upload = useUploadMemo(userId);
  const file = useFileUpload();
  // One key per form filled; a new one once it is saved.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<TUploadMemoFields>({ resolver: zodKeyResolver(ZUploadMemoFields), defaultValues: { name: '', reason: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    const isUploaded = await file.upload(
      (picked, onProgress) =>
        upload.mutateAsync({ file: picked, fields: { name: values.name, reason: values.reason }, onProgress, idempotencyKey }),
      { uploaded: t('memos.uploaded'), failed: t('memos.uploadFailed') },
    );
    if (isUploaded) {
      form.reset();
      setIdempotencyKey(newIdempotencyKey());
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('memos.uploadTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={file.withFileCheck(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('memos.name')} isRequired error={form.formState.errors.name && t('upload.nameRequired')}>
            <Input {...form.register('name')} autoComplete="off" />
          </FormField>
          <FilePicker key={file.pickerKey} {...file.pickerProps} />
          <FormField
            label={t('memos.reason')}
            isRequired
            error={form.formState.errors.reason && t('memos.reasonRequired')}
            className="sm:col-span-2"
          >
            <Textarea {...form.register('reason')} />
          </FormField>
          <UploadSubmit percent={file.percent} isPending={upload.isPending} label={t('memos.upload')} />
        </form>
      </CardContent>
    </Card>
  );
};
