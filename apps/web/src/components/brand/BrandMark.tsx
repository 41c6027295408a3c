// The Centinela logo: a shield with a check mark, and optionally the product name.
import { cn } from '@/lib/cn';

export const ShieldLogo = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
    <rect width="32" height="32" rx="7" fill="currentColor" className="text-brand-700" />
    <path
      d="M16 5.5 7.5 9v6.2c0 5.3 3.6 9.6 8.5 11.3 4.9-1.7 8.5-6 8.5-11.3V9z"
      fill="none"
      stroke="#fff"
      strokeWidth="2.2"
      strokeLinejoin="round"
    />
    <path d="m12 16 3 3 5.5-6" fill="none" stroke="#bdd3ff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const BrandMark = ({ className, isInverted = false }: { className?: string; isInverted?: boolean }) => (
  <span className={cn('inline-flex items-center gap-2.5', className)}>
    <ShieldLogo />
    <span className={cn('text-lg font-semibold tracking-tight', isInverted ? 'text-white' : 'text-slate-900')}>Centinela</span>
  </span>
);
