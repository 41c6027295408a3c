// Files picked for a record not saved yet: a button that opens the file chooser (the camera on a phone), the picked
// files with a button each to take one off before saving, and the limit said before it is hit (more than `max`
// picked keeps the first `max` and says so). The form sends them with the record (lib/attachments.ts).
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export const AttachmentPicker = ({
  label,
  inputLabel = label,
  files,
  onChange,
  accept,
  max,
  capture,
}: {
  /** The button's words. */
  label: string;
  /** The file input's accessible name (the field's label). */
  inputLabel?: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The input's accept list ("image/*,application/pdf"). */
  accept: string;
  max: number;
  capture?: 'environment' | 'user';
}) => {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [isOverLimit, setIsOverLimit] = useState(false);
  const hintId = useId();
  const pick = (picked: File[]) => {
    const all = [...files, ...picked];
    setIsOverLimit(all.length > max);
    onChange(all.slice(0, max));
  };
  return (
    <div className="grid gap-1.5" data-testid="attachment-picker">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={files.length >= max} aria-describedby={hintId}>
          <Paperclip className="size-4" aria-hidden="true" />
          {label}
        </Button>
        <span
          id={hintId}
          className={isOverLimit ? 'text-xs text-red-700' : 'text-xs text-slate-600'}
          role={isOverLimit ? 'alert' : undefined}
        >
          {isOverLimit ? t('attachments.overLimit', { count: max }) : t('attachments.limit', { count: max, picked: files.length })}
        </span>
        <input
          ref={input}
          type="file"
          multiple={max > 1}
          accept={accept}
          capture={capture}
          className="sr-only"
          aria-label={inputLabel}
          tabIndex={-1}
          onChange={(e) => {
            pick([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="grid gap-1 text-sm" data-testid="picked-files">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex min-w-0 items-center justify-between gap-2 rounded border border-slate-200 px-2 py-1"
            >
              <span className="truncate">{file.name}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => {
                  setIsOverLimit(false);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
