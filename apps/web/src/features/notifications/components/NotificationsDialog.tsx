// The header's notifications dialog (spec: tabs All, Unread, Alerts; ours is real): newest first, unread marked,
// a click opens the thing it is about and marks it read; "Mark all as read" clears the badge everywhere (live).
import { NOTIFICATION_FILTERS, type TNotification, type TNotificationFilter } from '@centinela/shared/contracts/notifications';
import { AlertTriangle, ArrowLeft, Bell, CalendarClock, Check, FileText, Settings2, Siren, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../hooks/useNotifications';
import { MatrixEditor } from './ChannelMatrix';
import { notificationMessage, notificationTitle } from './notificationText';

const PAGE = 25;

const TYPE_ICON = {
  alert: AlertTriangle,
  shift: CalendarClock,
  system: Bell,
  emergency: Siren,
  report: FileText,
  maintenance: Wrench,
} as const;

const PRIORITY_CLASS = {
  critical: 'text-red-700 bg-red-50',
  high: 'text-orange-700 bg-orange-50',
  medium: 'text-sky-700 bg-sky-50',
  low: 'text-slate-600 bg-slate-100',
} as const;

const Item = ({ n, onOpen }: { n: TNotification; onOpen: (n: TNotification) => void }) => {
  const { t, i18n } = useTranslation('notifications');
  const markRead = useMarkRead();
  const Icon = TYPE_ICON[n.type] ?? Bell;
  return (
    <li className={cn('flex gap-3 rounded-md border p-3', n.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/40')}>
      <span
        className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', PRIORITY_CLASS[n.priority])}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <button type="button" className="block w-full text-left" onClick={() => onOpen(n)}>
          <span className="flex items-center gap-2">
            {!n.read && <span className="size-2 shrink-0 rounded-full bg-red-600" title={t('unread')} />}
            <span className={cn('truncate text-sm', n.read ? 'text-slate-700' : 'font-semibold text-slate-900')}>
              {notificationTitle(n, i18n.language)}
            </span>
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">{notificationMessage(n, i18n.language)}</span>
        </button>
        <span className="mt-1 flex items-center gap-2 text-xs text-slate-500">
          <span>{t(`types.${n.type}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`priorities.${n.priority}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={n.createdAt}>{formatRelativeTime(n.createdAt, i18n.language)}</time>
        </span>
      </div>
      {!n.read && (
        <Button variant="ghost" size="icon" aria-label={t('markRead')} onClick={() => markRead.mutate(n.id)} disabled={markRead.isPending}>
          <Check aria-hidden="true" />
        </Button>
      )}
    </li>
  );
};

const List = ({ filter, onOpen }: { filter: TNotificationFilter; onOpen: (n: TNotification) => void }) => {
  const { t } = useTranslation('notifications');
  const [size, setSize] = useState(PAGE);
  const list = useNotificationList(filter, Math.min(size, 100) as 25 | 50 | 100);
  if (list.isPending) return <p className="py-6 text-center text-sm text-slate-500">…</p>;
  const items = list.data?.items ?? [];
  if (items.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{t(`empty.${filter}`)}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={t(`tabs.${filter}`)}>
        {items.map((n) => (
          <Item key={n.id} n={n} onOpen={onOpen} />
        ))}
      </ul>
      {(list.data?.total ?? 0) > items.length && size < 100 && (
        <div className="mt-2 text-center">
          <Button variant="outline" size="sm" onClick={() => setSize(size === 25 ? 50 : 100)}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
};

/** The signed-in user's own channels per type; what they never chose follows the company defaults. */
const Preferences = () => {
  const { t } = useTranslation('notifications');
  const prefs = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  if (!prefs.data) return <p className="py-6 text-center text-sm text-slate-500">…</p>;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-600">{t('preferences.description')}</p>
      <MatrixEditor
        initial={prefs.data.preferences}
        isReadOnly={false}
        label={t('preferences.title')}
        onSave={(value) => save.mutateAsync(value)}
      />
    </div>
  );
};

export const NotificationsDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation('notifications');
  const [tab, setTab] = useState<TNotificationFilter>('all');
  const [isPreferences, setIsPreferences] = useState(false);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const onOpen = (n: TNotification) => {
    if (!n.read) markRead.mutate(n.id);
    if (n.link) {
      onOpenChange(false);
      void navigate(n.link);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{isPreferences ? t('preferences.title') : t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => setIsPreferences(!isPreferences)}>
            {isPreferences ? <ArrowLeft aria-hidden="true" /> : <Settings2 aria-hidden="true" />}
            {isPreferences ? t('preferences.back') : t('preferences.open')}
          </Button>
        </div>
        {isPreferences ? (
          <Preferences />
        ) : (
          <Tabs value={tab} onValueChange={(v) => setTab(v as TNotificationFilter)}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <TabsList>
                {NOTIFICATION_FILTERS.map((f) => (
                  <TabsTrigger key={f} value={f}>
                    {t(`tabs.${f}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <Button variant="outline" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
                <Check aria-hidden="true" />
                {t('markAllRead')}
              </Button>
            </div>
            {NOTIFICATION_FILTERS.map((f) => (
              <TabsContent key={f} value={f} className="mt-3">
                {tab === f && <List filter={f} onOpen={onOpen} />}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
};
