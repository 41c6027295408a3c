// The dialer (spec "Phone dialog (PBX)"): a read-only number field filled by the keypad (0–9, * and #), Call (disabled
// while the field is empty) and Clear.
import { Delete, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { phoneStore, placeCall } from '../lib/phone-store';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

export const DialerTab = ({ number }: { number: string }) => {
  const { t } = useTranslation('phone');
  const fieldId = useId();
  const setNumber = (dialNumber: string) => phoneStore.setState({ dialNumber });
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>{t('dialer.number')}</Label>
        <Input
          id={fieldId}
          readOnly
          value={number}
          placeholder={t('dialer.placeholder')}
          className="h-12 text-center font-mono text-xl tracking-widest"
          data-testid="phone-dial-field"
        />
      </div>
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('dialer.keypad')}</legend>
        {KEYS.map((key) => (
          <Button key={key} variant="outline" size="lg" className="font-mono text-lg" onClick={() => setNumber(number + key)}>
            {key}
          </Button>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => setNumber('')} disabled={!number}>
          <Delete aria-hidden="true" />
          {t('dialer.clear')}
        </Button>
        <Button
          className="bg-emerald-700 hover:bg-emerald-800"
          disabled={!number}
          onClick={() => {
            if (placeCall(number)) setNumber('');
          }}
        >
          <Phone aria-hidden="true" />
          {t('dialer.call')}
        </Button>
      </div>
    </div>
  );
};
