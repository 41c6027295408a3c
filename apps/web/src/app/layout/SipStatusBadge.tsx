import { useTranslation } from 'react-i18next';
import { useSipStatus } from '@/features/phone/hooks/useSipStatus';
import { cn } from '@/lib/cn';

const DOT = { connected: 'bg-emerald-500', connecting: 'bg-amber-500 animate-pulse', offline: 'bg-slate-400' } as const;

/** SIP registration state: connected (with the extension), connecting or offline (spec section 2 "Header"). */
export const SipStatusBadge = () => {
  const { t } = useTranslation('shell');
  const { status, extension } = useSipStatus();
  const label = status === 'connected' ? t('sip.connected') : status === 'connecting' ? t('sip.connecting') : t('sip.offline');
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-700">
      <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[status])} />
      <span>
        {t('sip.label')}: {label}
        {status === 'connected' && extension && <span className="text-slate-500"> · {t('sip.extension', { extension })}</span>}
      </span>
    </span>
  );
};
