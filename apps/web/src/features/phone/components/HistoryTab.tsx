// History (spec section 3 "Call history entry"): the last 50 calls of this browser (local storage `sipCallHistory`),
// incoming and outgoing, anything else shown as missed in red; a row calls the number again.
import { PhoneIncoming, PhoneMissed, PhoneOutgoing } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format';
import { readHistory } from '../lib/history';
import { placeCall } from '../lib/phone-store';

export const HistoryTab = ({ version }: { version: number }) => {
  const { t, i18n } = useTranslation('phone');
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the store's "history changed" signal
  const entries = useMemo(() => readHistory(), [version]);
  if (entries.length === 0) return <p className="py-6 text-center text-sm text-slate-600">{t('history.empty')}</p>;
  return (
    <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" data-testid="phone-history">
      {entries.map((entry, index) => {
        const isMissed = entry.type !== 'incoming' && entry.type !== 'outgoing';
        const Icon = entry.type === 'incoming' ? PhoneIncoming : entry.type === 'outgoing' ? PhoneOutgoing : PhoneMissed;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is replaced as a whole
          <li key={index} className="flex items-center gap-3 px-3 py-2" data-testid="phone-history-entry">
            <Icon aria-hidden="true" className={cn('size-4 shrink-0', isMissed ? 'text-red-600' : 'text-slate-500')} />
            <div className="min-w-0 flex-1">
              <p className={cn('truncate text-sm font-medium', isMissed ? 'text-red-700' : 'text-slate-900')}>{entry.name}</p>
              <p className="truncate text-xs text-slate-600">
                {entry.number} · {t(`history.types.${isMissed ? 'missed' : entry.type}`)} · {formatDay(entry.date, i18n.language)}{' '}
                {entry.time} · {entry.duration}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => placeCall(entry.number, entry.name)}
              aria-label={t('contacts.callWho', { name: entry.name })}
            >
              {t('dialer.call')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
};
