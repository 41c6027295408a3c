// One conversation: the messages with one phone (oldest at the top, the newest next to the reply box), each with the
// spec's time label and, for sent ones, the delivery state; the reply box; and — with the development provider — the
// simulator, which answers as that phone would.
import type { TSmsMessage } from '@centinela/shared/contracts/sms';
import { MessageCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatMessageTime, formatPhoneDisplay } from '@/lib/format';
import { useSimulateInboundSms, useSmsThread, useTwilioIntegration } from '../hooks/useSms';
import { whatsappLink } from '../lib';
import { SmsComposer } from './SmsComposer';

const Bubble = ({ message }: { message: TSmsMessage }) => {
  const { t, i18n } = useTranslation('sms');
  const isOut = message.direction === 'outbound';
  return (
    <li className={cn('flex', isOut ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-lg px-3 py-2 text-sm shadow-sm',
          isOut ? 'bg-brand-600 text-white' : 'border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className="break-words whitespace-pre-wrap">{message.messageText}</p>
        <p className={cn('mt-1 flex flex-wrap gap-x-2 text-[11px]', isOut ? 'text-brand-100' : 'text-slate-500')}>
          <time dateTime={message.receivedAt}>{formatMessageTime(message.receivedAt, i18n.language, t('yesterday'))}</time>
          {isOut && <span>{t(`status.${message.status}`)}</span>}
        </p>
        {isOut && message.status === 'failed' && message.error && <p className="mt-1 text-[11px] text-red-100">{message.error}</p>}
      </div>
    </li>
  );
};

/** Development provider only: a text "from" this phone, as Twilio would post it. */
const Simulator = ({ phone }: { phone: string }) => {
  const { t } = useTranslation('sms');
  const id = useId();
  const [text, setText] = useState('');
  const simulate = useSimulateInboundSms();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || simulate.isPending) return;
    simulate.mutate(
      { phoneNumber: phone, message: text.trim() },
      { onSuccess: () => setText(''), onError: (error) => toast.error(errorMessage(error)) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-1 rounded-md border border-dashed border-amber-300 bg-amber-50 p-2">
      <label htmlFor={id} className="text-xs font-medium text-amber-900">
        {t('simulator.label', { phone: formatPhoneDisplay(phone) })}
      </label>
      <div className="flex gap-2">
        <Input id={id} value={text} maxLength={160} onChange={(event) => setText(event.target.value)} className="h-8" />
        <Button type="submit" size="sm" variant="outline" disabled={!text.trim() || simulate.isPending}>
          {t('simulator.send')}
        </Button>
      </div>
    </form>
  );
};

export const SmsThread = ({
  phone,
  name,
  onSent,
  hasTitle = true,
}: {
  phone: string;
  name?: string | null;
  onSent?: (phone: string) => void;
  /** false where the dialog's own title already names the person and the number (the per-guard conversation). */
  hasTitle?: boolean;
}) => {
  const { t } = useTranslation('sms');
  const thread = useSmsThread(phone);
  const integration = useTwilioIntegration();
  const bottom = useRef<HTMLLIElement>(null);
  const messages = [...(thread.data?.messages ?? [])].reverse();
  const shownPhone = thread.data?.phone ?? phone;
  const title = name ?? thread.data?.contactName ?? null;
  const wa = whatsappLink(shownPhone);

  useEffect(() => {
    if (messages.length > 0) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  return (
    <section className="flex min-h-0 flex-1 flex-col gap-2" aria-label={t('threadWith', { name: title ?? formatPhoneDisplay(shownPhone) })}>
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 pb-2">
        {hasTitle ? (
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{title ?? formatPhoneDisplay(shownPhone)}</p>
            {title && <p className="text-xs text-slate-500">{formatPhoneDisplay(shownPhone)}</p>}
          </div>
        ) : (
          <span />
        )}
        {wa && (
          <Button asChild variant="ghost" size="sm">
            <a href={wa} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              {t('whatsapp')}
            </a>
          </Button>
        )}
      </header>
      <ol className="flex min-h-40 flex-1 flex-col gap-2 overflow-y-auto rounded-md bg-slate-50 p-2" aria-label={t('messages')}>
        {thread.isPending && <li className="py-6 text-center text-sm text-slate-500">{t('loading')}</li>}
        {thread.isError && (
          <li className="py-6 text-center text-sm text-red-700" role="alert">
            {errorMessage(thread.error)}
          </li>
        )}
        {thread.isSuccess && messages.length === 0 && <li className="py-6 text-center text-sm text-slate-500">{t('noMessages')}</li>}
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      {integration.data?.provider === 'development' && <Simulator phone={shownPhone} />}
      <SmsComposer phone={shownPhone} onSent={onSent} />
    </section>
  );
};
