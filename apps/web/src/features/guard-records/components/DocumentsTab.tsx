// Documents tab of the user editor (guards only): upload with name and expiry (or none), list with expiry flags, download, delete.
import { type TDocumentUploadForm, type TUserDocument, ZDocumentUploadForm } from '@centinela/shared/contracts/guard-records';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '@/lib/attachments';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmAction } from '@/components/ui/AlertDialog';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDate, formatDay } from '@/lib/format';
import { useCanEditUsers } from '../hooks/useCanEditUsers';
import { useFileUpload } from '../hooks/useFileUpload';
import { useDeleteDocument, useDocumentTypeOptions, useDocuments, useUploadDocument } from '../hooks/useGuardRecords';
import { formatFileSize } from '../lib/format';
import type { TEditedUserProps } from '../types';
import { FilePicker } from './FilePicker';
import { GuardOnlyNotice } from './GuardOnlyNotice';
import { RecordFileActions } from './RecordFileActions';
import { UploadSubmit } from './UploadSubmit';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { fieldErrorText, zodKeyResolver } from '@/lib/forms';

export const DocumentsTab = ({ user }: TEditedUserProps) => {
  const { t } = useTranslation(['guardRecords', 'common']);
  const isGuard = user.role === 'security_guard';
  const documents = useDocuments(user.id, isGuard);
  const canEdit = useCanEditUsers();
  if (!isGuard) return <GuardOnlyNotice />;
  return (
    <div className="flex flex-col gap-4">
      {canEdit && <DocumentUploadForm userId={user.id} />}
      <Card>
        <CardHeader>
          <CardTitle>{t('documents.listTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {documents.isPending ? (
            <Spinner label={t('states.loading')} />
          ) : documents.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(documents.error)}
            </p>
          ) : documents.data.length === 0 ? (
            <EmptyState icon={FileText} title={t('documents.empty')} />
          ) : (
            <DocumentTable userId={user.id} documents={documents.data} canEdit={canEdit} />
          )}
        </CardContent>
      </Card>
    </div>
  );
};

const ExpiryBadge = ({ document }: { document: TUserDocument }) => {
  const { t } = useTranslation(['guardRecords', 'common']);
  switch (document.expiryStatus) {
    case 'expired':
      return <Badge variant="danger">{t('documents.status.expired')}</Badge>;
    case 'expiring':
      return <Badge variant="warning">{t('documents.status.expiring', { count: document.daysUntilExpiry ?? 0 })}</Badge>;
    case 'valid':
      return <Badge variant="success">{t('documents.status.valid')}</Badge>;
    default:
      return <Badge variant="neutral">{t('documents.status.none')}</Badge>;
  }
};

const DocumentTable = ({ userId, documents, canEdit }: { userId: string; documents: TUserDocument[]; canEdit: boolean }) => {
  const { t } = useTranslation(['guardRecords', 'common']);
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const remove = useDeleteDocument(userId);

  const onDelete = async (document: TUserDocument) => {
    if (!(await confirmAction({ description: t('common:confirm.deleteItem'), confirmLabel: t('common:actions.delete') }))) return;
    try {
      await remove.mutateAsync(document.id);
      toast.success(t('documents.deleted'));
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error, t('documents.deleteFailed')) });
    }
  };

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('documents.name')}</TableHead>
          <TableHead>{t('documents.expiry')}</TableHead>
          <TableHead>{t('upload.uploaded')}</TableHead>
          <TableHead className="text-right">{t('upload.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document.id}>
            <TableCell>
              <div className="font-medium text-slate-900">{document.name}</div>
              <div className="text-xs text-slate-600">
                {document.file.originalName} · {formatFileSize(document.file.size, language)}
              </div>
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                {document.expiryDate && <span>{formatDay(document.expiryDate, language)}</span>}
                <ExpiryBadge document={document} />
              </div>
            </TableCell>
            <TableCell>
              <div>{formatDate(document.uploadedAt, language, timeZone)}</div>
              {document.uploadedBy && <div className="text-xs text-slate-600">{t('upload.by', { name: document.uploadedBy.name })}</div>}
            </TableCell>
            <TableCell className="text-right">
              <RecordFileActions
                record={document}
                onDelete={canEdit ? () => void onDelete(document) : undefined}
                isDeleting={remove.isPending}
                className="justify-end"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const DocumentUploadForm = ({ userId }: { userId: string }) => {
  const { t } = useTranslation(['guardRecords', 'common']);
  const upload = useUploadDocument(userId);
  const file = useFileUpload();
  // One key per form filled; a new one once it is saved.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<TDocumentUploadForm>({
    resolver: zodKeyResolver(ZDocumentUploadForm),
    defaultValues: { name: '', hasNoExpiry: false, expiryDate: '', documentTypeId: '' },
  });
  const types = (useDocumentTypeOptions().data ?? []).filter((type) => type.isActive);
  const hasNoExpiry = form.watch('hasNoExpiry');

  const onSubmit = form.handleSubmit(async (values) => {
    const fields = {
      name: values.name,
      ...(values.hasNoExpiry || !values.expiryDate ? {} : { expiryDate: values.expiryDate }),
      ...(values.documentTypeId ? { documentTypeId: values.documentTypeId } : {}),
    };
    const isUploaded = await file.upload((picked, onProgress) => upload.mutateAsync({ file: picked, fields, onProgress, idempotencyKey }), {
      uploaded: t('documents.uploaded'),
      failed: t('documents.uploadFailed'),
    });
    if (isUploaded) {
      form.reset();
      setIdempotencyKey(newIdempotencyKey());
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('documents.uploadTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={file.withFileCheck(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('documents.name')} isRequired error={form.formState.errors.name && t('upload.nameRequired')}>
            <Input {...form.register('name')} autoComplete="off" />
          </FormField>
          <FilePicker key={file.pickerKey} {...file.pickerProps} />
          {types.length > 0 && (
            <FormField label={t('documents.type')} hint={t('documents.typeHint')}>
              <Select {...form.register('documentTypeId')}>
                <option value="">{t('documents.noType')}</option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.requiredForDuty ? t('documents.requiredType', { name: type.name }) : type.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id={`no-expiry-${userId}`}
              checked={hasNoExpiry}
              onCheckedChange={(checked) => {
                const isTicked = checked === true;
                form.setValue('hasNoExpiry', isTicked);
                // Spec: ticking "no expiry" hides and clears the expiry date.
                if (isTicked) form.setValue('expiryDate', '');
              }}
            />
            <Label htmlFor={`no-expiry-${userId}`}>{t('documents.noExpiry')}</Label>
          </div>
          {!hasNoExpiry && (
            <FormField
              label={t('documents.expiryDate')}
              hint={t('documents.expiryHint')}
              error={fieldErrorText(form.formState.errors.expiryDate)}
            >
              <FormDateInput control={form.control} name="expiryDate" />
            </FormField>
          )}
          <UploadSubmit percent={file.percent} isPending={upload.isPending} label={t('documents.upload')} />
        </form>
      </CardContent>
    </Card>
  );
};
