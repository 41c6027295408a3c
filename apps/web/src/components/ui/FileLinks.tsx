// A list of stored files as links that open them (a new tab), each with a delete button when the reader may change
// them; a line of text when there are none. Protocol documents, wiki attachments.
import { FileText, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';

export type TFileLink = { id: string; name: string; href: string };

export const FileLinks = ({
  files,
  emptyText,
  removeLabel,
  onRemove,
  isBusy = false,
}: {
  files: readonly TFileLink[];
  emptyText: string;
  /** Accessible name of a file's delete button. */
  removeLabel: (name: string) => string;
  /** Absent: the files are read only. */
  onRemove?: (id: string) => void;
  isBusy?: boolean;
}) =>
  files.length === 0 ? (
    <p className="text-sm text-slate-600">{emptyText}</p>
  ) : (
    <ul className="grid gap-1 text-sm">
      {files.map((file) => (
        <li key={file.id} className="flex items-center justify-between gap-2">
          <a className="flex min-w-0 items-center gap-1 text-brand-700 underline" href={file.href} target="_blank" rel="noreferrer">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{file.name}</span>
          </a>
          {onRemove && (
            <Button size="icon" variant="ghost" aria-label={removeLabel(file.name)} disabled={isBusy} onClick={() => onRemove(file.id)}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
