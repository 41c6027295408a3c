// A centred card with an icon, a title, a message and actions: the 404, no-access and not-available pages share it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/cn';

export type TStatusCardProps = {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'brand' | 'neutral' | 'warning';
  className?: string;
};

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  neutral: 'bg-slate-100 text-slate-600',
  warning: 'bg-amber-50 text-amber-700',
};

export const StatusCard = ({ icon: Icon, title, children, actions, tone = 'brand', className }: TStatusCardProps) => (
  <Card className={cn('mx-auto mt-6 w-full max-w-xl p-8 text-center sm:mt-10', className)}>
    <div className={cn('mx-auto mb-4 flex size-12 items-center justify-center rounded-full', TONES[tone])}>
      <Icon className="size-6" aria-hidden="true" />
    </div>
    <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
    {children && <div className="mt-2 text-sm leading-relaxed text-slate-600">{children}</div>}
    {actions && <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>}
  </Card>
);
