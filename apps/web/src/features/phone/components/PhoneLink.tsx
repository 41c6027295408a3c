// A phone number that opens the in-browser phone with it when the phone is connected, and is a tel: link otherwise
// (the emergency directory, the dashboard's guard card).
import type { ReactNode } from 'react';
import { useIsPhoneConnected } from '../hooks/usePhone';
import { openPhone } from '../lib/phone-store';

export const PhoneLink = ({
  number,
  className,
  children,
  ...rest
}: {
  number: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) => {
  const isConnected = useIsPhoneConnected();
  return (
    <a
      href={`tel:${number}`}
      className={className}
      aria-label={rest['aria-label']}
      onClick={(event) => {
        if (!isConnected) return;
        event.preventDefault();
        openPhone(number);
      }}
    >
      {children}
    </a>
  );
};
