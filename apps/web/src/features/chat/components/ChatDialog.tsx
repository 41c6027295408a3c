// The header's internal communications dialog (spec section 2: tabs Channels and Users, push-to-talk on radio
// channels). Channels: the company channel, the radio channels of the user's posts, custom channels and direct
// messages, each with its unread badge; an admin creates custom channels. Users: whom one may message directly, with
// their presence (online, away, busy, offline) and one's own status. The selected channel's thread is on the right.
import type { TChatChannel, TChatPresence } from '@centinela/shared/contracts/chat';
import { CHAT_CHOSEN_STATUSES } from '@centinela/shared/contracts/chat';
import { ArrowLeft, Hash, MessageSquare, Pencil, Plus, Radio, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Select } from '@/components/ui/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useChatChannels, useChatContacts, useOpenDirect, useSetPresence } from '../hooks/useChat';
import { countBadgeText } from '@/components/ui/CountButton';
import { ChatThread } from './ChatThread';
import { NewChannelForm } from './NewChannelForm';

const PRESENCE_DOT: Record<TChatPresence, string> = {
  online: 'bg-green-500',
  away: 'bg-amber-400',
  busy: 'bg-red-500',
  offline: 'bg-slate-300',
};

const useChannelTitle = () => {
  const { t } = useTranslation('chat');
  return (channel: TChatChannel) => (channel.kind === 'company' ? t('companyChannel') : (channel.name ?? t('formerUser')));
};

const ChannelIcon = ({ channel }: { channel: TChatChannel }) => {
  const Icon = channel.kind === 'post' ? Radio : channel.kind === 'direct' ? MessageSquare : channel.kind === 'custom' ? Hash : Users;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />;
};

export const ChatDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation('chat');
  const title = useChannelTitle();
  const channels = useChatChannels(open);
  const contacts = useChatContacts(open);
  const openDirect = useOpenDirect();
  const setPresence = useSetPresence();
  const statusId = useId();
  const [tab, setTab] = useState('channels');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const items = channels.data?.items ?? [];
  const selected = items.find((c) => c.id === selectedId) ?? null;
  const showsPanel = isCreating || selected !== null;
  const editing = selected && selected.id === editingId && selected.canEdit ? selected : null;

  const startDirect = (userId: string) =>
    openDirect.mutate(userId, {
      onSuccess: (channel) => {
        setIsCreating(false);
        setSelectedId(channel.id);
        setTab('channels');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[85vh] max-w-4xl flex-col gap-3 p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-[18rem_1fr]">
          <Tabs value={tab} onValueChange={setTab} className={cn('flex min-h-0 flex-col gap-2', showsPanel && 'hidden md:flex')}>
            <TabsList>
              <TabsTrigger value="channels">{t('tabs.channels')}</TabsTrigger>
              <TabsTrigger value="users">{t('tabs.users')}</TabsTrigger>
            </TabsList>
            <TabsContent value="channels" className="flex min-h-0 flex-1 flex-col gap-2">
              {channels.data?.canCreate && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setSelectedId(null);
                    setIsCreating(true);
                  }}
                >
                  <Plus aria-hidden="true" />
                  {t('newChannel')}
                </Button>
              )}
              <ul className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1" aria-label={t('channelList')}>
                {channels.isPending && <li className="py-6 text-center text-sm text-slate-500">{t('loading')}</li>}
                {channels.isError && (
                  <li className="py-6 text-center text-sm text-red-700" role="alert">
                    {errorMessage(channels.error)}
                  </li>
                )}
                {channels.isSuccess && items.length === 0 && <li className="py-6 text-center text-sm text-slate-500">{t('noChannels')}</li>}
                {items.map((channel) => (
                  <li key={channel.id}>
                    <button
                      type="button"
                      onClick={() => {
                        setIsCreating(false);
                        setSelectedId(channel.id);
                      }}
                      aria-current={channel.id === selectedId ? 'true' : undefined}
                      className={cn(
                        'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm transition-colors hover:bg-slate-100',
                        channel.id === selectedId && 'bg-brand-50 hover:bg-brand-50',
                      )}
                    >
                      <ChannelIcon channel={channel} />
                      <span
                        className={cn(
                          'min-w-0 flex-1 truncate',
                          channel.unreadCount > 0 ? 'font-semibold text-slate-900' : 'text-slate-800',
                        )}
                      >
                        {title(channel)}
                      </span>
                      {channel.isRadio && <span className="text-[10px] text-slate-500 uppercase">{t('radio')}</span>}
                      {channel.unreadCount > 0 && (
                        <span
                          data-testid="chat-channel-unread"
                          className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-5 font-semibold text-white"
                        >
                          <span aria-hidden="true">{countBadgeText(channel.unreadCount)}</span>
                          <span className="sr-only">{t('unreadCount', { count: channel.unreadCount })}</span>
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </TabsContent>
            <TabsContent value="users" className="flex min-h-0 flex-1 flex-col gap-2">
              <div className="grid gap-1">
                <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
                  {t('myStatus')}
                </label>
                <Select
                  id={statusId}
                  value={contacts.data?.myStatus ?? 'available'}
                  onChange={(event) => setPresence.mutate({ status: event.target.value as (typeof CHAT_CHOSEN_STATUSES)[number] })}
                  options={CHAT_CHOSEN_STATUSES.map((status) => ({ value: status, label: t(`chosenStatus.${status}`) }))}
                />
              </div>
              <ul className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1" aria-label={t('userList')}>
                {contacts.isSuccess && contacts.data.items.length === 0 && (
                  <li className="py-6 text-center text-sm text-slate-500">{t('noUsers')}</li>
                )}
                {contacts.data?.items.map((contact) => (
                  <li key={contact.userId}>
                    <button
                      type="button"
                      onClick={() => startDirect(contact.userId)}
                      disabled={openDirect.isPending}
                      className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-slate-100"
                    >
                      <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', PRESENCE_DOT[contact.presence])} />
                      <span className="min-w-0 flex-1 truncate text-slate-800">{contact.name}</span>
                      <span className="text-xs text-slate-500">{t(`presence.${contact.presence}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </TabsContent>
          </Tabs>
          <div className={cn('flex min-h-0 flex-col gap-2', !showsPanel && 'hidden md:flex')}>
            {showsPanel && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start md:hidden"
                onClick={() => {
                  setSelectedId(null);
                  setIsCreating(false);
                }}
              >
                <ArrowLeft aria-hidden="true" />
                {t('back')}
              </Button>
            )}
            {editing ? (
              <NewChannelForm
                key={editing.id}
                channel={editing}
                invitable={contacts.data?.invitable ?? []}
                onCreated={() => setEditingId(null)}
              />
            ) : isCreating ? (
              <NewChannelForm
                invitable={contacts.data?.invitable ?? []}
                onCreated={(id) => {
                  setIsCreating(false);
                  setSelectedId(id);
                }}
              />
            ) : selected ? (
              <>
                {selected.canEdit && (
                  <Button variant="outline" size="sm" className="self-end" onClick={() => setEditingId(selected.id)}>
                    <Pencil aria-hidden="true" />
                    {t('editChannel')}
                  </Button>
                )}
                <ChatThread key={selected.id} channel={selected} title={title(selected)} />
              </>
            ) : (
              <p className="m-auto text-sm text-slate-500">{t('selectChannel')}</p>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
};
