// Documents tab of the user editor (guards only): upload with name and expiry (or none), list with expiry flags, download, delete.
import {
  DOCUMENT_FILE_ACCEPT,
  type TDocumentUploadForm,
  type TUserDocument,
  ZDocumentUploadForm,
} from '@centinela/shared/contracts/guard-records';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmAction } from '@/components/ui/AlertDialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useCanEditUsers } from '../hooks/useCanEditUsers';
import { useDeleteDocument, useDocuments, useUploadDocument } from '../hooks/useGuardRecords';
import { formatCalendarDate, formatFileSize } from '../lib/format';
import type { TEditedUserProps } from '../types';
import { FilePicker, isAllowedDocumentFile } from './FilePicker';
import { GuardOnlyNotice } from './GuardOnlyNotice';
import { UploadProgress } from './UploadProgress';

export const DocumentsTab = ({ user }: TEditedUserProps) => {
  const { t } = useTranslation('guardRecords');
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
  const { t } = useTranslation('guardRecords');
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
  const { t } = useTranslation('guardRecords');
  const { language } = useLanguage();
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
                {document.expiryDate && <span>{formatCalendarDate(document.expiryDate, language)}</span>}
                <ExpiryBadge document={document} />
              </div>
            </TableCell>
            <TableCell>
              <div>{formatDate(document.uploadedAt, language)}</div>
              {document.uploadedBy && <div className="text-xs text-slate-600">{t('upload.by', { name: document.uploadedBy.name })}</div>}
            </TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="icon">
                  <a
                    href={document.downloadUrl}
                    download={document.file.originalName}
                    aria-label={t('upload.download', { name: document.name })}
                  >
                    <Download aria-hidden="true" />
                  </a>
                </Button>
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('upload.delete', { name: document.name })}
                    onClick={() => void onDelete(document)}
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden="true" className="text-red-700" />
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const DocumentUploadForm = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('guardRecords');
  const upload = useUploadDocument(userId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [percent, setPercent] = useState<number | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const form = useForm<TDocumentUploadForm>({
    resolver: zodResolver(ZDocumentUploadForm),
    defaultValues: { name: '', hasNoExpiry: false, expiryDate: '' },
  });
  const hasNoExpiry = form.watch('hasNoExpiry');

  const onSubmit = form.handleSubmit(async (values) => {
    if (!file) return setFileError(t('upload.fileRequired'));
    if (!isAllowedDocumentFile(file)) return setFileError(t('upload.typeNotAllowed'));
    setPercent(0);
    try {
      await upload.mutateAsync({
        file,
        fields: { name: values.name, ...(values.hasNoExpiry || !values.expiryDate ? {} : { expiryDate: values.expiryDate }) },
        onProgress: (progress) => setPercent(progress.percent),
      });
      toast.success(t('documents.uploaded'));
      form.reset();
      setFile(null);
      setPickerKey((k) => k + 1);
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error, t('documents.uploadFailed')) });
    } finally {
      setPercent(null);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('documents.uploadTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('documents.name')} isRequired error={form.formState.errors.name && t('upload.nameRequired')}>
            <Input {...form.register('name')} autoComplete="off" />
          </FormField>
          <FilePicker
            key={pickerKey}
            label={t('upload.file')}
            accept={DOCUMENT_FILE_ACCEPT}
            hint={t('upload.allowedTypes')}
            error={fileError}
            onChange={(picked) => {
              setFile(picked);
              setFileError(picked && !isAllowedDocumentFile(picked) ? t('upload.typeNotAllowed') : undefined);
            }}
          />
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
            <FormField label={t('documents.expiryDate')} hint={t('documents.expiryHint')} error={form.formState.errors.expiryDate?.message}>
              <Input type="date" {...form.register('expiryDate')} />
            </FormField>
          )}
          <div className="flex flex-col gap-3 sm:col-span-2">
            {percent !== null && <UploadProgress percent={percent} />}
            <div>
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? <Spinner className="text-white" /> : <Upload aria-hidden="true" />}
                {t('documents.upload')}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
