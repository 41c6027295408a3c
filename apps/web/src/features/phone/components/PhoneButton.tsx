// The header's PBX button: opens the phone dialog (mounted once by the layout).
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Tooltip } from '@/components/ui/Tooltip';
import { cn } from '@/lib/cn';
import { usePhone } from '../hooks/usePhone';
import { openPhone } from '../lib/phone-store';

export const PhoneButton = () => {
  const { t } = useTranslation('shell');
  const { call } = usePhone();
  return (
    <Tooltip content={t('header.pbx')}>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={t('header.pbx')}
        onClick={() => openPhone()}
        data-testid="phone-button"
      >
        <Phone aria-hidden="true" className={cn(call && 'text-emerald-600', call?.status === 'incoming' && 'animate-pulse')} />
      </Button>
    </Tooltip>
  );
};
