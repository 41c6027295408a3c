// One opportunity: its fields, the workflow actions the server allows (row.can.actions), the history (who, when, why),
// staffing (Guards tab: availability for the service's own dates and hours at its post, then assign), quotes (PDF es/en, e-mail to the contact)
// and the follow-up reminder. Duplicate and edit start from here too.
import type { TOpportunity, TOpportunityDetail } from '@centinela/shared/contracts/opportunities';
import * as opportunitiesApi from '@centinela/shared/endpoints/opportunities';
import { REASON_REQUIRED_ACTIONS, type TOpportunityAction } from '@centinela/shared/rules/opportunity-workflow';
import { timeToMinutes } from '@centinela/shared';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { translateExternal } from '@/i18n/keys';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { DateInput } from '@/components/ui/DateInput';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { LoadingState } from '@/components/ui/LoadingState';
import { Select } from '@/components/ui/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { urlOf } from '@/lib/api-client';
import { i18n } from '@/i18n';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatDay, formatMoneyDisplay } from '@/lib/format';
import { usePostOptions } from '@/features/posts/hooks/usePosts';
import { conflictText } from '@/features/rosters/lib/conflicts';
import { useLanguage } from '@/i18n/useLanguage';
import { useOpportunity, useOpportunityActions, useOpportunityGuards } from '../hooks/useOpportunities';
import { STATUS_VARIANT } from './status';

/** The spec's staffing messages in the reader's language: the counts of a refused assignment, or the field's key. */
const staffingMessage = (error: unknown, fallback: string) => {
  if (isApiError(error) && error.details && typeof error.details === 'object') {
    const details = error.details as { available?: number; conflicts?: number; fieldErrors?: Record<string, string[]> };
    if (typeof details.available === 'number') return i18n.t('opportunities:guards.found', details);
    const key = Object.values(details.fieldErrors ?? {})[0]?.[0];
    const worded = key ? translateExternal(key) : undefined;
    if (worded !== undefined) return worded;
  }
  return errorMessage(error, fallback);
};

export const GuardsTab = ({ o }: { o: TOpportunityDetail }) => {
  const { t } = useTranslation(['opportunities', 'common']);
  const { language } = useLanguage();
  const posts = usePostOptions();
  const [postId, setPostId] = useState(o.postId ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const guards = useOpportunityGuards(o.id, postId);
  const { assign } = useOpportunityActions();
  const dates =
    o.startDate === o.endDate
      ? formatDay(o.startDate, language)
      : `${formatDay(o.startDate, language)} – ${formatDay(o.endDate, language)}`;

  const check = () => {
    if (!postId) {
      toast.error(t('validation.selectRosterAndShift'));
      return;
    }
    void guards.refetch().then((res) => {
      if (res.data) toast.success(t('guards.found', { available: res.data.counts.available, conflicts: res.data.counts.conflicts }));
    });
  };

  const onAssign = async () => {
    if (selected.length === 0) {
      toast.error(t('guards.noGuardsSelected'));
      return;
    }
    try {
      await assign.mutateAsync({ id: o.id, body: { guardIds: selected, postId: postId || null } });
      toast.success(t('toasts.guardsAssigned'));
      setSelected([]);
    } catch (error) {
      toast.error(t('toasts.assignFailed'), { description: staffingMessage(error, t('toasts.assignFailed')) });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField label={t('guards.post')} hint={t('guards.serviceWhen', { dates, start: o.startTime, end: o.endTime })}>
          <Select value={postId} onChange={(e) => setPostId(e.target.value)}>
            <option value="">{t('guards.choosePost')}</option>
            {(posts.data ?? []).map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </FormField>
        <Button variant="outline" onClick={check}>
          {t('guards.check')}
        </Button>
      </div>
      {guards.isFetching && <LoadingState label={t('states.loading')} />}
      {guards.data && (
        <>
          <p className="text-sm text-slate-700" role="status">
            {t('guards.found', { available: guards.data.counts.available, conflicts: guards.data.counts.conflicts })}
          </p>
          <ul className="grid gap-2" aria-label={t('guards.tableLabel')}>
            {guards.data.items.map((g) => (
              <li key={g.guardId} className="flex items-start gap-3 rounded-md border border-slate-200 p-2">
                <Checkbox
                  aria-label={t('guards.select', { name: g.name })}
                  checked={selected.includes(g.guardId) || g.assigned}
                  disabled={g.assigned}
                  onCheckedChange={(checked) =>
                    setSelected((current) => (checked ? [...current, g.guardId] : current.filter((id) => id !== g.guardId)))
                  }
                />
                <div className="min-w-0 flex-1">
                  <div className="font-medium text-slate-900">
                    {g.name}{' '}
                    <Badge variant={g.status === 'available' ? 'success' : g.status === 'warning' ? 'warning' : 'danger'}>
                      {g.assigned ? t('guards.assigned') : t(`guards.status.${g.status}`)}
                    </Badge>
                  </div>
                  {g.conflicts.map((c) => (
                    <div key={`${c.type}-${c.date ?? ''}-${c.postId ?? ''}`} className="text-xs text-slate-600">
                      {conflictText(language, c)}
                    </div>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <Button onClick={() => void onAssign()} disabled={assign.isPending} className="justify-self-start">
            {t('guards.assign', { count: selected.length })}
          </Button>
        </>
      )}
      {guards.error && <p className="text-sm text-red-700">{staffingMessage(guards.error, t('states.fetchFailed'))}</p>}
      {o.guards.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-medium text-slate-800">{t('guards.assignedTitle')}</h3>
          <ul className="text-sm text-slate-700">
            {o.guards.map((g) => (
              <li key={g.guardId}>{g.name}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};

const QuotesTab = ({ o }: { o: TOpportunityDetail }) => {
  const { t, i18n } = useTranslation(['opportunities', 'common']);
  const { currency, timeZone } = useCompanyLocale();
  const { quote, sendQuote } = useOpportunityActions();
  const [language, setLanguage] = useState<'es' | 'en'>(i18n.language.startsWith('en') ? 'en' : 'es');
  const generate = async (send: boolean) => {
    try {
      const q = await quote.mutateAsync({ id: o.id, language, send });
      toast.success(send ? t('toasts.emailSent', { number: q.number }) : t('toasts.quoteGenerated', { number: q.number }));
    } catch (error) {
      toast.error(send ? t('toasts.emailFailed') : t('toasts.quoteFailed'), { description: errorMessage(error) });
    }
  };
  const send = async (quoteId: string) => {
    try {
      await sendQuote.mutateAsync({ id: o.id, quoteId });
      toast.success(t('toasts.emailQueued'));
    } catch (error) {
      toast.error(t('toasts.emailFailed'), { description: errorMessage(error) });
    }
  };
  return (
    <div className="grid gap-4">
      {o.can.staff && (
        <div className="flex flex-wrap items-end gap-2">
          <FormField label={t('quotes.language')}>
            <Select value={language} onChange={(e) => setLanguage(e.target.value as 'es' | 'en')}>
              <option value="es">Español</option>
              <option value="en">English</option>
            </Select>
          </FormField>
          <Button onClick={() => void generate(false)} disabled={quote.isPending}>
            {t('quotes.generate')}
          </Button>
          <Button variant="outline" onClick={() => void generate(true)} disabled={quote.isPending}>
            {t('quotes.generateAndSend')}
          </Button>
        </div>
      )}
      {o.quotes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('quotes.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {o.quotes.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-2 text-sm">
              <a
                className="font-medium text-brand-700 underline"
                href={urlOf(opportunitiesApi.quotePdf, { params: { id: o.id, quoteId: q.id } })}
                target="_blank"
                rel="noreferrer"
              >
                {q.number}
              </a>
              <span>{formatMoneyDisplay(q.totalCents, i18n.language, currency)}</span>
              <span className="text-slate-600">{t('quotes.validUntil', { date: formatDay(q.validUntil, i18n.language) })}</span>
              {q.sentAt ? (
                <Badge variant="success">{t('quotes.sent', { at: formatDateTime(q.sentAt, i18n.language, timeZone) })}</Badge>
              ) : (
                o.can.staff && (
                  <Button size="sm" variant="outline" onClick={() => void send(q.id)}>
                    {t('quotes.send')}
                  </Button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

const FollowUp = ({ o }: { o: TOpportunity }) => {
  const { t, i18n } = useTranslation(['opportunities', 'common']);
  const { timeZone } = useCompanyLocale();
  const { followUp } = useOpportunityActions();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [note, setNote] = useState('');
  const schedule = async () => {
    if (!date) return;
    // The wall-clock time in the company's zone → an instant.
    const at = new Date(instantOf(date, timeToMinutes(time), timeZone));
    try {
      await followUp.mutateAsync({ id: o.id, at: at.toISOString(), note });
      toast.success(t('toasts.followUpScheduled'));
    } catch (error) {
      toast.error(t('toasts.followUpFailed'), { description: errorMessage(error) });
    }
  };
  return (
    <div className="grid gap-2">
      {o.followUpAt && (
        <p className="text-sm text-slate-700">{t('followUp.current', { at: formatDateTime(o.followUpAt, i18n.language, timeZone) })}</p>
      )}
      <div className="grid gap-2 sm:grid-cols-[1fr_8rem_2fr_auto] sm:items-end">
        <FormField label={t('followUp.date')}>
          <DateInput value={date} onChange={setDate} />
        </FormField>
        <FormField label={t('followUp.time')}>
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </FormField>
        <FormField label={t('followUp.note')}>
          <Input value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <Button variant="outline" onClick={() => void schedule()} disabled={!date || followUp.isPending}>
          {t('followUp.schedule')}
        </Button>
      </div>
    </div>
  );
};

export const OpportunityDetailDialog = ({
  id,
  onClose,
  onEdit,
}: {
  id: string | null;
  onClose: () => void;
  onEdit: (o: TOpportunity) => void;
}) => {
  const { t, i18n } = useTranslation(['opportunities', 'common']);
  const { currency, timeZone } = useCompanyLocale();
  const detail = useOpportunity(id);
  const { transition, duplicate } = useOpportunityActions();
  const [reason, setReason] = useState('');
  const o = detail.data;

  const run = async (action: TOpportunityAction) => {
    if (!o) return;
    if (REASON_REQUIRED_ACTIONS.includes(action) && !reason.trim()) {
      toast.error(t('validation.reasonRequired'));
      return;
    }
    try {
      await transition.mutateAsync({ id: o.id, action, reason: reason.trim() });
      setReason('');
      toast.success(t(`toasts.actions.${action}`));
    } catch (error) {
      toast.error(t(`toasts.actionFailed.${action}`), { description: errorMessage(error) });
    }
  };
  const copy = async () => {
    if (!o) return;
    try {
      await duplicate.mutateAsync(o.id);
      toast.success(t('toasts.duplicated'));
    } catch (error) {
      toast.error(t('toasts.duplicateFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <Dialog open={id !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{o ? `#${o.number} · ${o.title}` : t('states.loading')}</DialogTitle>
          <DialogDescription>{o ? `${o.customerCompanyName ?? ''} · ${o.location}` : ''}</DialogDescription>
        </DialogHeader>
        {!o ? (
          <LoadingState label={t('states.loading')} />
        ) : (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS_VARIANT[o.status]}>{t(`statuses.${o.status}`)}</Badge>
              <Badge variant="neutral">{t(`priorities.${o.priority}`)}</Badge>
              {o.can.update && (
                <Button size="sm" variant="outline" onClick={() => onEdit(o)}>
                  {t('common:actions.edit')}
                </Button>
              )}
              {o.can.duplicate && (
                <Button size="sm" variant="outline" onClick={() => void copy()}>
                  {t('actions.duplicate')}
                </Button>
              )}
            </div>
            {o.can.actions.length > 0 && (
              <div className="grid gap-2 rounded-md bg-slate-50 p-3">
                <FormField label={t('fields.reason')}>
                  <Textarea rows={1} value={reason} onChange={(e) => setReason(e.target.value)} />
                </FormField>
                <div className="flex flex-wrap gap-2">
                  {o.can.actions.map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={action === 'cancel' || action === 'reject' ? 'outline' : 'default'}
                      onClick={() => void run(action)}
                      disabled={transition.isPending}
                    >
                      {t(`actions.${action}`)}
                    </Button>
                  ))}
                </div>
              </div>
            )}
            <Tabs defaultValue="details">
              <TabsList className="flex-wrap">
                <TabsTrigger value="details">{t('tabs.details')}</TabsTrigger>
                {o.can.staff && <TabsTrigger value="guards">{t('tabs.guards')}</TabsTrigger>}
                <TabsTrigger value="quotes">{t('tabs.quotes')}</TabsTrigger>
                <TabsTrigger value="history">{t('tabs.history')}</TabsTrigger>
              </TabsList>
              <TabsContent value="details">
                <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  {(
                    [
                      [t('fields.description'), o.description],
                      [t('fields.serviceType'), t(`serviceTypes.${o.serviceType}`)],
                      [t('fields.dates'), `${formatDay(o.startDate, i18n.language)} – ${formatDay(o.endDate, i18n.language)}`],
                      [t('fields.times'), `${o.startTime}–${o.endTime}`],
                      [t('fields.guardsRequired'), String(o.guardsRequired)],
                      [t('fields.hourlyRate'), formatMoneyDisplay(o.hourlyRateCents, i18n.language, currency)],
                      [t('fields.totalBudget'), formatMoneyDisplay(o.totalBudgetCents, i18n.language, currency)],
                      [t('fields.contactPerson'), `${o.contactPerson} · ${o.contactPhone} · ${o.contactEmail}`],
                      [t('fields.specialRequirements'), o.specialRequirements ?? '—'],
                      [t('fields.equipmentNeeded'), o.equipmentNeeded ?? '—'],
                      ...(o.can.staff
                        ? [
                            [
                              t('fields.payRate'),
                              o.payRateCents == null ? '—' : formatMoneyDisplay(o.payRateCents, i18n.language, currency),
                            ],
                            [t('fields.margin'), o.marginCents == null ? '—' : formatMoneyDisplay(o.marginCents, i18n.language, currency)],
                            [t('fields.internalNotes'), o.internalNotes ?? '—'],
                          ]
                        : []),
                    ] as [string, string][]
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt className="font-medium text-slate-700">{label}</dt>
                      <dd className="whitespace-pre-wrap text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
                {o.can.staff && (
                  <div className="mt-4">
                    <FollowUp o={o} />
                  </div>
                )}
              </TabsContent>
              {o.can.staff && (
                <TabsContent value="guards">
                  <GuardsTab o={o} />
                </TabsContent>
              )}
              <TabsContent value="quotes">
                <QuotesTab o={o} />
              </TabsContent>
              <TabsContent value="history">
                <ol className="grid gap-2 text-sm">
                  {o.history.map((h) => (
                    <li key={h.id} className="rounded-md border border-slate-200 p-2">
                      <div className="font-medium text-slate-900">
                        {t(`history.${h.action}`, { defaultValue: h.action })}
                        {h.toStatus &&
                          (h.fromStatus
                            ? ` · ${t(`statuses.${h.fromStatus}`)} → ${t(`statuses.${h.toStatus}`)}`
                            : ` · ${t(`statuses.${h.toStatus}`)}`)}
                      </div>
                      <div className="text-slate-600">
                        {formatDateTime(h.at, i18n.language, timeZone)} · {h.actorName ?? t('history.system')}
                      </div>
                      {h.reason && <div className="text-slate-800">{h.reason}</div>}
                    </li>
                  ))}
                </ol>
              </TabsContent>
            </Tabs>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};
