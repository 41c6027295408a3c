// A labelled file input for the upload forms (translated button, chosen file name); reports the chosen file (or none).
import { DOCUMENT_FILE_EXTENSIONS } from '@centinela/shared/contracts/guard-records';
import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/Button';
import { Label } from '@/components/ui/Label';
import { cn } from '@/lib/cn';
import { fileExtension } from '../lib/format';

/** The browser-side check of spec section 5's list; the server checks the bytes again. */
export const isAllowedDocumentFile = (file: File) => (DOCUMENT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));

export const FilePicker = ({
  label,
  accept,
  hint,
  error,
  onChange,
}: {
  label: string;
  accept: string;
  hint?: string;
  error?: string;
  onChange: (file: File | null) => void;
}) => {
  const { t } = useTranslation('guardRecords');
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="flex items-center">
        <Label htmlFor={id}>{label}</Label>
        <span aria-hidden="true" className="ml-0.5 text-sm leading-none text-red-700">
          *
        </span>
      </span>
      <div className="flex min-h-9 items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          className="peer sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setFileName(file?.name ?? null);
            onChange(file);
          }}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
          )}
        >
          <Paperclip aria-hidden="true" />
          {t('upload.chooseFile')}
        </label>
        <span className="min-w-0 truncate text-sm text-slate-700">{fileName ?? t('upload.noFile')}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
