// The vehicle's images (at most 10; the server refuses more and says so) and its documents with their expiry.
import {
  MAX_VEHICLE_IMAGES,
  type TVehicleDetail,
  type TVehicleExpiryState,
  VEHICLE_DOCUMENT_TYPES,
  ZVehicleDocumentFields,
} from '@centinela/shared/contracts/vehicles';
import { IMAGE_FILE_ACCEPT, DOCUMENT_FILE_ACCEPT } from '@centinela/shared/contracts/guard-records';
import { Download, ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '@/components/form-dialog';
import { AttachmentPicker } from '@/components/ui/AttachmentPicker';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useLanguage } from '@/i18n/useLanguage';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useVehicleActions } from '../hooks/useVehicles';

export const EXPIRY_VARIANT: Record<TVehicleExpiryState, 'neutral' | 'success' | 'warning' | 'danger'> = {
  none: 'neutral',
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
};

/** The translated reason of a refused upload: the limit, the file type or size, else the server's text. */
export const useUploadError = () => {
  const { t } = useTranslation('vehicles');
  return (error: unknown) => {
    if (isApiError(error)) {
      const fieldError = (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors?.file?.[0];
      if (fieldError) return fieldErrorText({ message: fieldError, type: 'server', values: { max: MAX_VEHICLE_IMAGES } }) ?? error.message;
      if (error.status === 415) return t('validation.fileType');
      if (error.status === 413) return t('validation.fileSize');
    }
    return errorMessage(error, t('toasts.uploadFailed'));
  };
};

export const VehicleImagesSection = ({ vehicle }: { vehicle: TVehicleDetail }) => {
  const { t } = useTranslation('vehicles');
  const inputId = useId();
  const { uploadImages, removeImage } = useVehicleActions();
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const uploadError = useUploadError();
  const canEdit = vehicle.can.update;
  const remaining = Math.max(0, MAX_VEHICLE_IMAGES - vehicle.images.length);

  const send = async () => {
    setProblem(null);
    try {
      await uploadImages.mutateAsync({ id: vehicle.id, files });
      toast.success(t('toasts.imagesUploaded', { count: files.length }));
      setFiles([]);
      setPickerKey((k) => k + 1);
    } catch (error) {
      setProblem(uploadError(error));
    }
  };

  return (
    <section className="grid gap-4" aria-labelledby={`${inputId}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${inputId}-title`} className="font-semibold text-slate-900">
          {t('images.title')}
        </h3>
        <span className="text-sm text-slate-600">{t('images.count', { count: vehicle.images.length, max: MAX_VEHICLE_IMAGES })}</span>
      </div>
      {vehicle.images.length === 0 ? (
        <p className="text-sm text-slate-600">{t('images.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('images.title')}>
          {vehicle.images.map((image, index) => (
            <li key={image.id} className="relative overflow-hidden rounded-md border border-slate-200">
              <img
                src={image.url}
                alt={t('images.alt', { number: index + 1, plate: vehicle.licensePlate })}
                className="aspect-4/3 w-full object-cover"
              />
              {canEdit && (
                <Button
                  variant="outline"
                  size="sm"
                  className="absolute top-1 right-1 bg-white/90"
                  aria-label={t('images.remove', { number: index + 1 })}
                  onClick={() => removeImage.mutate({ id: vehicle.id, fileId: image.id })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && remaining === 0 && (
        <p className="text-sm text-slate-700" data-testid="images-full">
          {t('validation.imageLimit', { max: MAX_VEHICLE_IMAGES })}
        </p>
      )}
      {canEdit && remaining > 0 && (
        <div className="grid gap-2 rounded-md border border-dashed border-slate-300 p-3">
          {/* Capped in the browser at the images the vehicle has room for (the server refuses more anyway). */}
          <FormField label={t('images.pick')} hint={t('images.hint', { max: MAX_VEHICLE_IMAGES })} id={inputId}>
            <AttachmentPicker
              key={pickerKey}
              label={t('images.pick')}
              files={files}
              onChange={(picked) => {
                setProblem(null);
                setFiles(picked);
              }}
              accept={IMAGE_FILE_ACCEPT}
              max={remaining}
            />
          </FormField>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <Button className="justify-self-start" disabled={files.length === 0 || uploadImages.isPending} onClick={() => void send()}>
            <ImagePlus aria-hidden="true" />
            {t('images.upload', { count: files.length })}
          </Button>
        </div>
      )}
    </section>
  );
};

export const VehicleDocumentsSection = ({ vehicle }: { vehicle: TVehicleDetail }) => {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const formId = useId();
  const { uploadDocument, removeDocument } = useVehicleActions();
  const [file, setFile] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const uploadError = useUploadError();
  // The multipart fields are checked with the server's own schema before the file goes up.
  const form = useZodForm({
    schema: ZVehicleDocumentFields,
    defaultValues: { title: '', documentType: 'registration', expiryDate: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, formState, errorOf, applyServerErrors, reset } = form;

  const send = handleSubmit(async (values) => {
    setProblem(null);
    if (!file) {
      setProblem(t('documents.missing'));
      return;
    }
    try {
      await uploadDocument.mutateAsync({
        id: vehicle.id,
        file,
        fields: { title: values.title, documentType: values.documentType, expiryDate: values.expiryDate ?? '' },
      });
      toast.success(t('toasts.documentUploaded'));
      reset();
      setFile(null);
      setPickerKey((k) => k + 1);
    } catch (error) {
      if (!applyServerErrors(error)) setProblem(uploadError(error));
    }
  });

  return (
    <section className="grid gap-4" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="font-semibold text-slate-900">
        {t('documents.title')}
      </h3>
      {vehicle.documents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('documents.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('documents.title')}>
          {vehicle.documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-3 py-2">
              <div className="min-w-0 flex-1">
                <div className="font-medium text-slate-900">{doc.title}</div>
                <div className="text-xs text-slate-600">
                  {t(`documentTypes.${doc.documentType}`)} ·{' '}
                  {doc.expiryDate ? t('documents.expires', { date: formatDay(doc.expiryDate, language) }) : t('documents.noExpiry')}
                </div>
              </div>
              <Badge variant={EXPIRY_VARIANT[doc.expiryState]}>{t(`expiry.${doc.expiryState}`, { count: doc.daysUntilExpiry ?? 0 })}</Badge>
              <Button variant="ghost" size="sm" asChild>
                <a href={doc.url} aria-label={t('documents.download', { name: doc.title })}>
                  <Download aria-hidden="true" />
                </a>
              </Button>
              {vehicle.can.update && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('documents.remove', { name: doc.title })}
                  onClick={() => removeDocument.mutate({ id: vehicle.id, fileId: doc.id })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {vehicle.can.update && (
        <form
          className="grid gap-3 rounded-md border border-dashed border-slate-300 p-3 sm:grid-cols-2"
          aria-label={t('documents.add')}
          noValidate
          onSubmit={send}
        >
          <FormField label={t('documents.fields.title')} isRequired error={errorOf(formState.errors.title)}>
            <Input autoComplete="off" {...register('title')} />
          </FormField>
          <FormField label={t('documents.fields.type')} error={errorOf(formState.errors.documentType)}>
            <Select {...register('documentType')}>
              {VEHICLE_DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documentTypes.${type}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={t('documents.fields.expiryDate')}
            hint={t('documents.fields.expiryHint')}
            error={errorOf(formState.errors.expiryDate)}
          >
            <FormDateInput control={control} name="expiryDate" />
          </FormField>
          <FormField label={t('documents.fields.file')} hint={t('documents.fields.fileHint')} isRequired>
            <input
              key={pickerKey}
              type="file"
              accept={DOCUMENT_FILE_ACCEPT}
              className="text-sm"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </FormField>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {problem}
            </p>
          )}
          <FormAlert errors={formState.errors} className="sm:col-span-2" />
          <Button type="submit" className="justify-self-start" disabled={uploadDocument.isPending}>
            <Upload aria-hidden="true" />
            {t('documents.add')}
          </Button>
        </form>
      )}
    </section>
  );
};
