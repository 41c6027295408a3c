// The Daily Report tab: one report per post and shift (started by hand for now; attendance will start it at
// check-in), rich text body, review and close, the PDF, and sending a reviewed report to the customer by e-mail.
import type { TDailyReport } from '@centinela/shared/contracts/incidents';
import { FileText, Plus, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { LoadingState } from '@/components/ui/LoadingState';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatDateTime } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import { useDailyReport, useDailyReports, useIncidentActions, useIncidentFormOptions } from '../hooks/useIncidents';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { HistoryList, incidentErrorText, StatusBadge } from './shared';

const ReportEditor = ({ report }: { report: TDailyReport }) => {
  const { t, i18n } = useTranslation('incidents');
  const { updateReport, transitionReport, sendReport } = useIncidentActions();
  const [title, setTitle] = useState(report.title);
  const [body, setBody] = useState(report.body);
  const [recipients, setRecipients] = useState('');
  useEffect(() => {
    setTitle(report.title);
    setBody(report.body);
  }, [report.title, report.body]);
  const fail = (error: unknown) => toast.error(t('toasts.errorTitle'), { description: incidentErrorText(error, t('toasts.failed')) });
  const save = () =>
    updateReport
      .mutateAsync({ id: report.id, body: { title, body } })
      .then(() => toast.success(t('toasts.saved')))
      .catch(fail);
  const move = (action: 'review' | 'close') =>
    transitionReport
      .mutateAsync({ id: report.id, action })
      .then(() => toast.success(t('toasts.transitioned')))
      .catch(fail);
  const send = () =>
    sendReport
      .mutateAsync({
        id: report.id,
        body: {
          to: recipients
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          language: i18n.language.startsWith('en') ? 'en' : 'es',
        },
      })
      .then((answer) => toast.success(t('toasts.sent', { to: answer.to.join(', ') })))
      .catch(fail);
  const isBusy = updateReport.isPending || transitionReport.isPending || sendReport.isPending;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <StatusBadge status={report.status} />
        <span className="text-xs text-slate-600">
          {[report.postName, report.customerName, report.createdByName].filter(Boolean).join(' · ')}
        </span>
      </div>
      <FormField label={t('fields.title')}>
        <Input value={title} disabled={!report.can.update} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <RichTextEditor label={t('fields.body')} value={body} onChange={setBody} isDisabled={!report.can.update} />
      <div className="flex flex-wrap gap-2">
        {report.can.update && (
          <Button disabled={isBusy} onClick={save}>
            {t('actions.save')}
          </Button>
        )}
        {report.can.review && (
          <Button variant="outline" disabled={isBusy} onClick={() => move('review')}>
            {t('actions.review')}
          </Button>
        )}
        {report.can.close && (
          <Button variant="outline" disabled={isBusy} onClick={() => move('close')}>
            {t('actions.close')}
          </Button>
        )}
        <Button variant="outline" asChild>
          <a
            href={`/api/daily-reports/${report.id}/pdf?lang=${i18n.language.startsWith('en') ? 'en' : 'es'}`}
            target="_blank"
            rel="noreferrer"
          >
            <FileText aria-hidden="true" />
            PDF
          </a>
        </Button>
      </div>
      {report.can.send && (
        <div className="grid gap-2 rounded-md border border-slate-200 p-2">
          <FormField label={t('fields.recipients')}>
            <Input type="text" inputMode="email" value={recipients} onChange={(e) => setRecipients(e.target.value)} />
          </FormField>
          <Button variant="secondary" className="justify-self-start" disabled={isBusy} onClick={send}>
            <Send aria-hidden="true" />
            {t('actions.send')}
          </Button>
        </div>
      )}
      <h3 className="text-sm font-semibold text-slate-900">{t('history.title')}</h3>
      <HistoryList entries={report.history} />
    </div>
  );
};

const ReportDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation('incidents');
  const report = useDailyReport(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[100dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{report.data?.title ?? t('tabs.dailyReports')}</DialogTitle>
          <DialogDescription>{t('tabs.dailyReports')}</DialogDescription>
        </DialogHeader>
        {report.data ? <ReportEditor report={report.data} /> : <LoadingState label={t('tabs.dailyReports')} />}
      </DialogContent>
    </Dialog>
  );
};

export const DailyReportsTab = ({ canAdd }: { canAdd: boolean }) => {
  const { t, i18n } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  const [view, setView] = useUrlState({ report: '', reportStatus: '' });
  const options = useIncidentFormOptions();
  const list = useDailyReports({ status: (view.reportStatus || undefined) as never, pageSize: 25 });
  const { createReport } = useIncidentActions();
  const [postId, setPostId] = useState('');
  const current = options.data?.currentShift ?? null;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const start = async () => {
    const post = options.data?.posts.find((p) => p.id === postId);
    try {
      const created = await createReport.mutateAsync({
        occurrenceId: !postId && current ? (current.occurrenceId as never) : undefined,
        postId: postId || undefined,
        title: `${post?.name ?? current?.postName ?? ''} — ${new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())}`,
        body: '',
      });
      toast.success(t('toasts.reportCreated'));
      setView({ report: created.id });
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: incidentErrorText(error, t('toasts.failed')) });
    }
  };
  return (
    <div className="grid gap-4">
      {canAdd && (
        <div className="flex flex-wrap items-center gap-2">
          <Select aria-label={t('fields.post')} value={postId} onChange={(e) => setPostId(e.target.value)}>
            <option value="">{current ? current.postName : t('fields.post')}</option>
            {(options.data?.posts ?? [])
              .filter((p) => p.id !== current?.postId)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </Select>
          <Button disabled={(!postId && !current) || createReport.isPending} onClick={start}>
            <Plus aria-hidden="true" />
            {t('actions.newReport')}
          </Button>
        </div>
      )}
      {list.isPending ? (
        <LoadingState label={t('tabs.dailyReports')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty.dailyReports')} />
      ) : (
        <ul className="grid gap-2" aria-label={t('tabs.dailyReports')}>
          {items.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="grid w-full gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm hover:bg-slate-50"
                onClick={() => setView({ report: r.id })}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{r.title}</span>
                  <StatusBadge status={r.status} />
                </div>
                <div className="text-xs text-slate-600">
                  {formatDateTime(r.createdAt, i18n.language, timeZone)} · {[r.postName, r.createdByName].filter(Boolean).join(' · ')}
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => list.fetchNextPage()}>
          {t('actions.loadMore')}
        </Button>
      )}
      <ReportDialog id={view.report || null} onClose={() => setView({ report: '' })} />
    </div>
  );
};
