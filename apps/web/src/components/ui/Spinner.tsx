import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning icon; pass `label` when the spinner is the only sign of progress (it becomes a status for screen readers). */
export const Spinner = ({ className, label }: { className?: string; label?: string }) =>
  label ? (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin text-brand-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  ) : (
    <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin text-brand-700', className)} />
  );
