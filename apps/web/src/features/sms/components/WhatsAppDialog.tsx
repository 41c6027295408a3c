// The header's WhatsApp button: a number typed (or pasted) opens WhatsApp's click-to-chat, https://wa.me/<digits>, in
// a new tab. Phone fields marked WhatsApp-enabled link there directly (user cards and the user editor).
import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { whatsappLink } from '../lib';

export const WhatsAppDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation('sms');
  const id = useId();
  const [phone, setPhone] = useState('');
  const link = whatsappLink(phone);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('whatsappDialog.title')}</DialogTitle>
          <DialogDescription>{t('whatsappDialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('whatsappDialog.phone')}
          </label>
          <Input
            id={id}
            type="tel"
            autoComplete="off"
            placeholder="(787) 555-0100"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <DialogFooter>
          {link ? (
            <Button asChild>
              <a href={link} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)}>
                <MessageCircle aria-hidden="true" />
                {t('whatsappDialog.open')}
              </a>
            </Button>
          ) : (
            <Button disabled>
              <MessageCircle aria-hidden="true" />
              {t('whatsappDialog.open')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
