// One incident: its fields, attachments, history and the actions its `can` offers (review, close, seal, reopen,
// notes — the only change a sealed incident takes — and files), plus the printable sheet.
import type { TIncidentDetail } from '@centinela/shared/contracts/incidents';
import type { TIncidentAction } from '@centinela/shared/rules/incidents';
import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmAction } from '@/components/ui/AlertDialog';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { LoadingState } from '@/components/ui/LoadingState';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatDateTime } from '@/lib/format';
import { currentPosition, useIncident, useIncidentActions } from '../hooks/useIncidents';
import { IncidentEditForm } from './IncidentEditForm';
import { HistoryList, incidentErrorText, SeverityBadge, StatusBadge } from './shared';

const ACTIONS: TIncidentAction[] = ['review', 'close', 'seal', 'reopen'];

const Field = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <div className="grid gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="whitespace-pre-wrap text-sm text-slate-900">{value}</dd>
    </div>
  ) : null;

/** The incident's recorded facts, as a definition list. */
const IncidentFields = ({ incident }: { incident: TIncidentDetail }) => {
  const { t, i18n } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  const yes = (v: boolean) => (v ? '✓' : null);
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Field label={t('fields.occurredAt')} value={formatDateTime(incident.occurredAt, i18n.language, timeZone)} />
      <Field label={t('fields.post')} value={[incident.postName, incident.customerName].filter(Boolean).join(' · ')} />
      <Field label={t('fields.guard')} value={incident.reportingGuardName} />
      <Field label={t('fields.location')} value={incident.location} />
      <Field label={t('fields.description')} value={incident.description} />
      <Field label={t('fields.peopleInvolved')} value={incident.peopleInvolved} />
      <Field label={t('fields.policeCalled')} value={yes(incident.policeCalled)} />
      <Field label={t('fields.ambulanceCalled')} value={yes(incident.ambulanceCalled)} />
      <Field label={t('fields.emergencyReportNumber')} value={incident.emergencyReportNumber} />
      <Field label={t('fields.notes')} value={incident.notes} />
      <Field label={t('fields.internalNotes')} value={incident.internalNotes} />
    </dl>
  );
};

type TIncidentActions = ReturnType<typeof useIncidentActions>;

/** Moves the incident along its workflow; sealing, which cannot be undone, asks first. */
const useIncidentTransition = (incident: TIncidentDetail, transition: TIncidentActions['transition'], fail: (error: unknown) => void) => {
  const { t } = useTranslation('incidents');
  const run = async (action: TIncidentAction) => {
    // Sealing cannot be undone: it asks first.
    if (
      action === 'seal' &&
      !(await confirmAction({
        title: t('detail.sealTitle', { title: incident.title }),
        description: t('detail.sealBody'),
        confirmLabel: t('actions.seal'),
        isDestructive: true,
      }))
    )
      return;
    try {
      await transition.mutateAsync({ id: incident.id, action });
      toast.success(t('toasts.transitioned'));
    } catch (error) {
      fail(error);
    }
  };
  return run;
};

/** Adds files to the incident and removes one (after asking). */
const useIncidentFiles = (
  incident: TIncidentDetail,
  { upload, removeAttachment }: Pick<TIncidentActions, 'upload' | 'removeAttachment'>,
  fail: (error: unknown) => void,
) => {
  const { t } = useTranslation('incidents');
  const addFiles = async (files: File[]) => {
    if (!files.length) return;
    try {
      await upload.mutateAsync({ id: incident.id, files });
      toast.success(t('toasts.uploaded'));
    } catch (error) {
      fail(error);
    }
  };
  const removeFile = async (fileId: string, name: string) => {
    const isConfirmed = await confirmAction({
      title: t('detail.removeAttachmentTitle', { name }),
      description: t('detail.removeAttachmentBody'),
      confirmLabel: t('actions.remove'),
      isDestructive: true,
    });
    if (!isConfirmed) return;
    try {
      await removeAttachment.mutateAsync({ id: incident.id, fileId });
      toast.success(t('toasts.attachmentRemoved'));
    } catch (error) {
      fail(error);
    }
  };
  return { addFiles, removeFile };
};

const Detail = ({ incident }: { incident: TIncidentDetail }) => {
  const { t, i18n } = useTranslation('incidents');
  const { transition, addNote, upload, removeAttachment } = useIncidentActions();
  const [note, setNote] = useState('');
  const [isInternal, setIsInternal] = useState(true);
  const [isEditing, setIsEditing] = useState(false);
  const internalId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const fail = (error: unknown) => toast.error(t('toasts.errorTitle'), { description: incidentErrorText(error, t('toasts.failed')) });
  const run = useIncidentTransition(incident, transition, fail);
  const saveNote = async () => {
    try {
      await addNote.mutateAsync({ id: incident.id, body: { text: note, isInternal, position: await currentPosition() } });
      setNote('');
      toast.success(t('toasts.noteAdded'));
    } catch (error) {
      fail(error);
    }
  };
  const { addFiles, removeFile } = useIncidentFiles(incident, { upload, removeAttachment }, fail);
  const isBusy = transition.isPending || addNote.isPending || upload.isPending || removeAttachment.isPending;

  if (isEditing && incident.can.update) return <IncidentEditForm incident={incident} onDone={() => setIsEditing(false)} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={incident.status} />
        <SeverityBadge name={incident.severityName} level={incident.severityLevel} />
        {incident.categoryName && <span className="text-sm text-slate-600">{incident.categoryName}</span>}
      </div>
      {incident.status === 'sealed' && <p className="rounded-md bg-slate-100 p-2 text-sm text-slate-700">{t('detail.sealedHint')}</p>}
      <IncidentFields incident={incident} />
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('detail.attachments')}</h3>
        {incident.attachments.length === 0 ? (
          <p className="text-sm text-slate-500">{t('empty.attachments')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {incident.attachments.map((a) => (
              <li key={a.id} className="relative">
                {a.contentType.startsWith('image/') ? (
                  <a href={a.url} target="_blank" rel="noreferrer">
                    <img src={a.url} alt={a.originalName} className="size-20 rounded-md border border-slate-200 object-cover" />
                  </a>
                ) : (
                  <a
                    href={a.url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-sm text-brand-700 underline"
                  >
                    <Paperclip className="size-4" aria-hidden="true" />
                    {a.originalName}
                  </a>
                )}
                {incident.can.attach && (
                  <button
                    type="button"
                    className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                    aria-label={t('detail.removeAttachment', { name: a.originalName })}
                    disabled={isBusy}
                    onClick={() => removeFile(a.id, a.originalName)}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {incident.can.attach && (
          <>
            <Button variant="outline" size="sm" className="justify-self-start" disabled={isBusy} onClick={() => fileInput.current?.click()}>
              {t('actions.attach')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept="image/*,video/mp4,video/webm,application/pdf,.doc,.docx"
              className="sr-only"
              aria-label={t('actions.attach')}
              onChange={(e) => addFiles([...(e.target.files ?? [])])}
            />
          </>
        )}
      </section>
      <div className="flex flex-wrap gap-2">
        {incident.can.update && (
          <Button variant="outline" disabled={isBusy} onClick={() => setIsEditing(true)}>
            {t('actions.edit')}
          </Button>
        )}
        {ACTIONS.filter((a) => incident.can[a]).map((action) => (
          <Button
            key={action}
            variant={action === 'seal' ? 'destructive' : action === 'reopen' ? 'outline' : 'default'}
            disabled={isBusy}
            onClick={() => run(action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button variant="outline" asChild>
          <a
            href={`/api/incidents/${incident.id}/pdf?lang=${i18n.language.startsWith('en') ? 'en' : 'es'}`}
            target="_blank"
            rel="noreferrer"
          >
            <FileText aria-hidden="true" />
            {t('actions.pdf')}
          </a>
        </Button>
      </div>
      {incident.can.addNote && (
        <section className="grid gap-2">
          <Textarea
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-label={t('fields.noteText')}
            placeholder={t('fields.noteText')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2 text-sm">
              <Checkbox id={internalId} checked={isInternal} onCheckedChange={(v) => setIsInternal(v === true)} />
              <label htmlFor={internalId}>{t('fields.noteInternal')}</label>
            </span>
            <Button size="sm" disabled={!note.trim() || isBusy} onClick={saveNote}>
              {t('actions.addNote')}
            </Button>
          </div>
        </section>
      )}
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('history.title')}</h3>
        <HistoryList entries={incident.history} />
      </section>
    </div>
  );
};

export const IncidentDetailDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation('incidents');
  const incident = useIncident(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[100dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {incident.data ? `${t('numbered', { number: incident.data.number })} · ${incident.data.title}` : t('tabs.incidents')}
          </DialogTitle>
          <DialogDescription>{incident.data?.postName ?? ''}</DialogDescription>
        </DialogHeader>
        {incident.data ? <Detail incident={incident.data} /> : <LoadingState label={t('tabs.incidents')} />}
      </DialogContent>
    </Dialog>
  );
};
