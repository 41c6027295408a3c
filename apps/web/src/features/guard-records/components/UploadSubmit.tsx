// The foot of an upload form: the progress bar while the file goes up, and the submit button.
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { UploadProgress } from './UploadProgress';

export const UploadSubmit = ({ percent, isPending, label }: { percent: number | null; isPending: boolean; label: string }) => (
  <div className="flex flex-col gap-3 sm:col-span-2">
    {percent !== null && <UploadProgress percent={percent} />}
    <div>
      <Button type="submit" disabled={isPending}>
        {isPending ? <Spinner className="text-white" /> : <Upload aria-hidden="true" />}
        {label}
      </Button>
    </div>
  </div>
);
