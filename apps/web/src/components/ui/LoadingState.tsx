// The placeholder a list or panel shows while its data loads: a spinner and a line of text, announced as a status.
import { cn } from '@/lib/cn';
import { Spinner } from './Spinner';

export const LoadingState = ({ label, className }: { label: string; className?: string }) => (
  <div className={cn('flex items-center justify-center gap-2 py-16 text-sm text-slate-600', className)} role="status">
    <Spinner />
    {label}
  </div>
);
