// One channel: its messages (oldest at the top, newest next to the composer; "Earlier messages" pages back), text and
// voice messages (a player each), the text composer and — on radio (post) channels — push-to-talk. Opening the channel,
// and every message that arrives while it is open, moves the read pointer. A voice clip from someone else that arrives
// while the channel is open plays by itself.
import { CHAT_LIMITS, type TChatChannel, type TChatMessage } from '@centinela/shared/contracts/chat';
import * as chatApi from '@centinela/shared/endpoints/chat';
import { Radio, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { useSession } from '@/features/auth/hooks/useSession';
import { callApi } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatMessageTime } from '@/lib/format';
import { useChatMessages, useMarkChatRead, useSendChatMessage, voiceUrl } from '../hooks/useChat';
import { clipsToAutoplay, formatClipDuration } from '../lib';
import { PushToTalkButton } from './PushToTalkButton';

const Message = ({ message, isMine }: { message: TChatMessage; isMine: boolean }) => {
  const { t, i18n } = useTranslation('chat');
  return (
    <li className={cn('flex', isMine ? 'justify-end' : 'justify-start')} data-testid="chat-message" data-kind={message.kind}>
      <div
        className={cn(
          'max-w-[80%] rounded-lg px-3 py-2 text-sm shadow-sm',
          isMine ? 'bg-brand-600 text-white' : 'border border-slate-200 bg-white text-slate-900',
        )}
      >
        {!isMine && <p className="mb-0.5 text-xs font-semibold text-slate-700">{message.senderName ?? t('formerUser')}</p>}
        {message.kind === 'voice' ? (
          <div className="grid gap-1">
            <span className="flex items-center gap-1 text-xs">
              <Radio aria-hidden="true" className="size-3.5" />
              {t('voiceMessage', { duration: formatClipDuration(message.durationMs) })}
            </span>
            {/* biome-ignore lint/a11y/useMediaCaption: a push-to-talk clip has no captions. */}
            <audio controls preload="none" src={voiceUrl(message.id)} className="h-8 max-w-64" aria-label={t('voiceMessagePlayer')} />
          </div>
        ) : (
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
        )}
        <p className={cn('mt-1 text-[11px]', isMine ? 'text-brand-100' : 'text-slate-500')}>
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, i18n.language, t('yesterday'))}</time>
        </p>
      </div>
    </li>
  );
};

export const ChatThread = ({ channel, title }: { channel: TChatChannel; title: string }) => {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const inputId = useId();
  const messages = useChatMessages(channel.id);
  const send = useSendChatMessage();
  const markRead = useMarkChatRead();
  const [text, setText] = useState('');
  const [older, setOlder] = useState<TChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const seen = useRef<Set<string> | null>(null);
  const bottom = useRef<HTMLLIElement>(null);
  const [lastAutoplayed, setLastAutoplayed] = useState<string | null>(null);

  const latest = messages.data?.items ?? [];
  const newestId = latest[latest.length - 1]?.id;

  // Read pointer: on opening and whenever a new message shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the channel opens and when its newest message changes
  useEffect(() => {
    if (messages.isSuccess) markRead.mutate(channel.id);
  }, [channel.id, messages.isSuccess, newestId]);

  // Clips that arrive while the channel is open play by themselves (one after another).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each fresh answer of the messages query
  useEffect(() => {
    if (!messages.isSuccess) return;
    const toPlay = clipsToAutoplay(latest, seen.current, user?.id);
    seen.current = new Set([...(seen.current ?? []), ...latest.map((m) => m.id)]);
    if (toPlay.length === 0) return;
    let chain = Promise.resolve();
    for (const clip of toPlay) {
      chain = chain.then(
        () =>
          new Promise<void>((resolve) => {
            const audio = new Audio(voiceUrl(clip.id));
            audio.onended = () => resolve();
            audio.onerror = () => resolve();
            audio
              .play()
              .then(() => setLastAutoplayed(clip.id))
              .catch(() => resolve());
          }),
      );
    }
  }, [messages.dataUpdatedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const loadOlder = async () => {
    const first = older[0] ?? latest[0];
    if (!first) return;
    try {
      const page = await callApi(chatApi.messages, {
        params: { id: channel.id },
        query: { before: first.id, limit: CHAT_LIMITS.pageSize },
      });
      setOlder((current) => [...page.items, ...current]);
      setHasOlder(page.hasMore);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || send.isPending) return;
    send.mutate(
      { channelId: channel.id, body },
      { onSuccess: () => setText(''), onError: (error) => toast.error(t('sendFailed', { message: errorMessage(error) })) },
    );
  };

  const all = [...older.filter((m) => !latest.some((l) => l.id === m.id)), ...latest];
  const showsOlder = hasOlder ?? messages.data?.hasMore ?? false;
  return (
    <section className="flex min-h-0 flex-1 flex-col gap-2" aria-label={title} data-autoplayed={lastAutoplayed ?? undefined}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {channel.isRadio && <Radio aria-hidden="true" className="size-4 text-brand-700" />}
        {title}
      </h3>
      <ul className="min-h-0 flex-1 space-y-2 overflow-y-auto rounded-md bg-slate-50 p-2" aria-label={t('messages')}>
        {showsOlder && (
          <li className="text-center">
            <Button variant="ghost" size="sm" onClick={loadOlder}>
              {t('earlier')}
            </Button>
          </li>
        )}
        {messages.isPending && <li className="py-6 text-center text-sm text-slate-500">{t('loading')}</li>}
        {messages.isError && (
          <li className="py-6 text-center text-sm text-red-700" role="alert">
            {errorMessage(messages.error)}
          </li>
        )}
        {messages.isSuccess && all.length === 0 && <li className="py-6 text-center text-sm text-slate-500">{t('noMessages')}</li>}
        {all.map((message) => (
          <Message key={message.id} message={message} isMine={message.senderId === user?.id} />
        ))}
        <li ref={bottom} aria-hidden="true" />
      </ul>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('message')}
        </label>
        <Input
          id={inputId}
          value={text}
          maxLength={CHAT_LIMITS.messageLength}
          placeholder={t('messagePlaceholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={!text.trim() || send.isPending}>
          <Send aria-hidden="true" />
          {t('send')}
        </Button>
      </form>
      {channel.isRadio && <PushToTalkButton channelId={channel.id} />}
    </section>
  );
};
