// The header's SMS inbox (spec "SMS dialogs"): conversations grouped by phone digits with a search box, the total
// unread badge (9+ above 9) and Mark All as Read on the left; the selected thread with its reply box on the right.
// Opening a conversation reads its incoming messages (spec section 4). "New message" starts one with any number.
import type { TSmsConversation } from '@centinela/shared/contracts/sms';
import { ArrowLeft, CheckCheck, PenSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { SearchField } from '@/components/ui/SearchField';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatMessageTime, formatPhoneDisplay } from '@/lib/format';
import { useMarkAllSmsRead, useMarkConversationRead, useSmsConversations, useSmsUnreadCount, useTwilioIntegration } from '../hooks/useSms';
import { countBadgeText } from '@/components/ui/CountButton';
import { SmsComposer } from './SmsComposer';
import { SmsThread } from './SmsThread';

const ConversationItem = ({
  conversation,
  isSelected,
  onSelect,
}: {
  conversation: TSmsConversation;
  isSelected: boolean;
  onSelect: () => void;
}) => {
  const { t, i18n } = useTranslation('sms');
  const title = conversation.contactName ?? formatPhoneDisplay(conversation.phone);
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? 'true' : undefined}
        className={cn(
          'flex w-full items-start gap-2 rounded-md px-2 py-2 text-left transition-colors hover:bg-slate-100',
          isSelected && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-sm', conversation.unreadCount > 0 ? 'font-semibold text-slate-900' : 'text-slate-800')}>
              {title}
            </span>
            <time className="shrink-0 text-[11px] text-slate-500" dateTime={conversation.latestAt}>
              {formatMessageTime(conversation.latestAt, i18n.language, t('yesterday'))}
            </time>
          </span>
          {conversation.contactName && <span className="block text-xs text-slate-500">{formatPhoneDisplay(conversation.phone)}</span>}
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-xs text-slate-600">{conversation.latestText}</span>
            {conversation.unreadCount > 0 && (
              <span className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-5 font-semibold text-white">
                <span aria-hidden="true">{countBadgeText(conversation.unreadCount)}</span>
                <span className="sr-only">{t('unreadCount', { count: conversation.unreadCount })}</span>
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
};

const NewMessage = ({ onSent }: { onSent: (phone: string) => void }) => {
  const { t } = useTranslation('sms');
  const id = useId();
  const [phone, setPhone] = useState('');
  return (
    <section className="flex min-h-0 flex-1 flex-col gap-3" aria-label={t('newMessage')}>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('recipient')}
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
      <div className="flex-1" />
      <SmsComposer phone={phone.trim() || null} onSent={onSent} />
    </section>
  );
};

export const SmsInboxDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation('sms');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [isComposing, setIsComposing] = useState(false);
  const conversations = useSmsConversations(search.trim(), open);
  const unread = useSmsUnreadCount(open).data?.count ?? 0;
  const integration = useTwilioIntegration(open);
  const markAll = useMarkAllSmsRead();
  const markConversation = useMarkConversationRead();
  const items = conversations.data?.items ?? [];
  const current = items.find((c) => c.phone === selected) ?? null;
  const showsPanel = isComposing || selected !== null;

  const select = (conversation: TSmsConversation) => {
    setIsComposing(false);
    setSelected(conversation.phone);
    if (conversation.unreadCount > 0) markConversation.mutate(conversation.phone);
  };

  const line = integration.data?.messagingNumber;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[85vh] max-w-4xl flex-col gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{t('inboxTitle')}</DialogTitle>
          <DialogDescription>
            {integration.data?.provider === 'development'
              ? t('developmentProvider')
              : line
                ? t('companyLine', { phone: formatPhoneDisplay(line) })
                : t('inboxDescription')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-[18rem_1fr]">
          <section className={cn('flex min-h-0 flex-col gap-2', showsPanel && 'hidden md:flex')} aria-label={t('conversations')}>
            <SearchField label={t('search')} value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
                {t('conversations')}
                {unread > 0 && (
                  <span
                    data-testid="sms-unread-total"
                    className="flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-5 font-semibold text-white"
                  >
                    <span aria-hidden="true">{countBadgeText(unread)}</span>
                    <span className="sr-only">{t('unreadCount', { count: unread })}</span>
                  </span>
                )}
              </span>
              <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
                <CheckCheck aria-hidden="true" />
                {t('markAllRead')}
              </Button>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSelected(null);
                setIsComposing(true);
              }}
            >
              <PenSquare aria-hidden="true" />
              {t('newMessage')}
            </Button>
            <ul className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1" aria-label={t('conversationList')}>
              {conversations.isPending && <li className="py-6 text-center text-sm text-slate-500">{t('loading')}</li>}
              {conversations.isError && (
                <li className="py-6 text-center text-sm text-red-700" role="alert">
                  {errorMessage(conversations.error)}
                </li>
              )}
              {conversations.isSuccess && items.length === 0 && (
                <li className="py-6 text-center text-sm text-slate-500">{search.trim() ? t('noMatches') : t('noConversations')}</li>
              )}
              {items.map((conversation) => (
                <ConversationItem
                  key={conversation.digits}
                  conversation={conversation}
                  isSelected={conversation.phone === selected}
                  onSelect={() => select(conversation)}
                />
              ))}
            </ul>
          </section>
          <div className={cn('flex min-h-0 flex-col gap-2', !showsPanel && 'hidden md:flex')}>
            {showsPanel && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start md:hidden"
                onClick={() => {
                  setSelected(null);
                  setIsComposing(false);
                }}
              >
                <ArrowLeft aria-hidden="true" />
                {t('back')}
              </Button>
            )}
            {isComposing ? (
              <NewMessage
                onSent={(phone) => {
                  setIsComposing(false);
                  setSelected(phone);
                }}
              />
            ) : selected ? (
              <SmsThread key={selected} phone={selected} name={current?.contactName} />
            ) : (
              <p className="m-auto text-sm text-slate-500">{t('selectConversation')}</p>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
};
