// Phone numbers: the in-browser phone opens with the number when it is connected, a tel: link otherwise.
import { formatPhone } from '@centinela/shared';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '@/features/phone/components/PhoneLink';

export const PhoneLinks = ({ phones, name }: { phones: readonly string[]; name: string }) => {
  const { t } = useTranslation('emergencyDirectory');
  return (
    <ul className="grid gap-1">
      {phones.map((phone) => (
        <li key={phone}>
          <PhoneLink
            number={phone.replace(/[^\d+]/g, '')}
            aria-label={t('call', { name, phone: formatPhone(phone) })}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {formatPhone(phone)}
          </PhoneLink>
        </li>
      ))}
    </ul>
  );
};
