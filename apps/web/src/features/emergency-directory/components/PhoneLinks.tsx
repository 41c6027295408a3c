// Phone numbers as tel: links (the in-browser phone takes them over in a later issue).
import { formatPhone } from '@centinela/shared';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const PhoneLinks = ({ phones, name }: { phones: readonly string[]; name: string }) => {
  const { t } = useTranslation('emergencyDirectory');
  return (
    <ul className="grid gap-1">
      {phones.map((phone) => (
        <li key={phone}>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('call', { name, phone: formatPhone(phone) })}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {formatPhone(phone)}
          </a>
        </li>
      ))}
    </ul>
  );
};
