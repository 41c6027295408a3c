// The file half of the documents and memos upload forms: the chosen file (checked against the allowed types), the
// upload's progress, and a picker that starts empty again after each upload.
import { DOCUMENT_FILE_ACCEPT } from '@centinela/shared/contracts/guard-records';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TUploadProgress } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { isAllowedDocumentFile } from '../components/FilePicker';

type TSendFile = (file: File, onProgress: (progress: TUploadProgress) => void) => Promise<unknown>;

export const useFileUpload = () => {
  const { t } = useTranslation('guardRecords');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [percent, setPercent] = useState<number | null>(null);
  // A new key mounts a fresh picker, which clears the chosen file's name after an upload.
  const [pickerKey, setPickerKey] = useState(0);

  const pickerProps = {
    label: t('upload.file'),
    accept: DOCUMENT_FILE_ACCEPT,
    hint: t('upload.allowedTypes'),
    error: fileError,
    onChange: (picked: File | null) => {
      setFile(picked);
      setFileError(picked && !isAllowedDocumentFile(picked) ? t('upload.typeNotAllowed') : undefined);
    },
  };

  /** Checks the chosen file and shows why it cannot go (none chosen, type not allowed) on the field; true when it can. */
  const checkFile = () => {
    const error = !file ? t('upload.fileRequired') : !isAllowedDocumentFile(file) ? t('upload.typeNotAllowed') : undefined;
    setFileError(error);
    return error === undefined;
  };

  /**
   * The form's submit handler: the file is checked together with the other fields, so a missing file is reported even
   * when another field is invalid too (the other fields' handler runs only when they are valid).
   */
  const withFileCheck = (submitFields: (event?: FormEvent) => Promise<void>) => (event?: FormEvent) => {
    checkFile();
    return submitFields(event);
  };

  /** Sends the chosen file and toasts the outcome; true when it went up, so the caller can clear its other fields. */
  const upload = async (send: TSendFile, messages: { uploaded: string; failed: string }) => {
    if (!checkFile() || !file) return false;
    setPercent(0);
    try {
      await send(file, (progress) => setPercent(progress.percent));
      toast.success(messages.uploaded);
      setFile(null);
      setPickerKey((k) => k + 1);
      return true;
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error, messages.failed) });
      return false;
    } finally {
      setPercent(null);
    }
  };

  return { percent, pickerKey, pickerProps, upload, withFileCheck };
};
