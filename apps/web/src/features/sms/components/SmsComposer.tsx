// The reply box of a thread: a text of at most 160 characters with a counter; Send is disabled while the trimmed text
// is empty, too long, without a valid recipient, or while a send is pending (spec section 5) — and then says why.
import { SMS_MAX_LENGTH } from '@centinela/shared/contracts/sms';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Textarea } from '@/components/ui/Textarea';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useSendSms } from '../hooks/useSms';
import { smsSendBlocker } from '../lib';

export const SmsComposer = ({ phone, onSent }: { phone: string | null; onSent?: (phone: string) => void }) => {
  const { t } = useTranslation('sms');
  const id = useId();
  const [text, setText] = useState('');
  const send = useSendSms();
  const length = text.trim().length;
  const isTooLong = length > SMS_MAX_LENGTH;
  const blocker = smsSendBlocker(text, phone, send.isPending);
  const isSendable = blocker === null;
  const reason = blocker && blocker !== 'pending' ? t(`blocked.${blocker}`, { max: SMS_MAX_LENGTH }) : null;
  const isProblem = blocker === 'invalidNumber' || blocker === 'tooLong';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSendable || !phone) return;
    send.mutate(
      { phoneNumber: phone, message: text.trim() },
      {
        onSuccess: (message) => {
          setText('');
          toast.success(t('sent'));
          onSent?.(message.recipientPhone);
        },
        onError: (error) => toast.error(t('sendFailed', { message: errorMessage(error) })),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5 border-t border-slate-200 pt-3">
      <label htmlFor={id} className="sr-only">
        {t('message')}
      </label>
      <Textarea
        id={id}
        rows={2}
        value={text}
        placeholder={t('messagePlaceholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
        aria-describedby={`${id}-count`}
      />
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-count`} className={cn('text-xs', isTooLong ? 'font-semibold text-red-700' : 'text-slate-500')}>
          {t('counter', { count: length, max: SMS_MAX_LENGTH })}
        </span>
        <Button type="submit" size="sm" disabled={!isSendable} aria-describedby={reason ? `${id}-blocked` : undefined}>
          <Send aria-hidden="true" />
          {send.isPending ? t('sending') : t('send')}
        </Button>
      </div>
      {reason && (
        <p
          id={`${id}-blocked`}
          aria-live="polite"
          data-testid="sms-send-blocked"
          className={cn('text-xs', isProblem ? 'text-red-700' : 'text-slate-500')}
        >
          {reason}
        </p>
      )}
    </form>
  );
};
