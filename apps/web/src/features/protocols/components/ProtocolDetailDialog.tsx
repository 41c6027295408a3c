// One protocol: what guards read (the published version), its supporting documents, and — for admins — the draft,
// publishing a new version, who has and has not acknowledged it (with a reminder), and the versions. A guard asked to
// read it acknowledges it here.
import type { TProtocolDetail } from '@centinela/shared/contracts/protocols';
import { BellRing, CheckCircle2, Pencil, Send, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RichTextView } from '@/components/rich-text/RichTextView';
import { Badge } from '@/components/ui/Badge';
import { FileLinks } from '@/components/ui/FileLinks';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { protocolDocumentUrl, useProtocol, useProtocolAcknowledgements, useProtocolActions } from '../hooks/useProtocols';

const Section = ({ title, children, actions }: { title: string; children: React.ReactNode; actions?: React.ReactNode }) => (
  <section className="grid gap-2 border-t border-slate-200 pt-3" aria-label={title}>
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {actions}
    </div>
    {children}
  </section>
);

const Acknowledgements = ({ protocol }: { protocol: TProtocolDetail }) => {
  const { t, i18n } = useTranslation('protocols');
  const { timeZone } = useCompanyLocale();
  const list = useProtocolAcknowledgements(protocol.id, protocol.currentVersion > 0);
  const { remind } = useProtocolActions();
  const items = list.data?.items ?? [];
  const missing = items.filter((i) => !i.acknowledgedAt).length;
  const sendReminder = () =>
    remind
      .mutateAsync(protocol.id)
      .then((answer) => toast.success(t('toasts.reminded', { count: answer.reminded })))
      .catch((error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }));
  return (
    <Section
      title={t('detail.acknowledgements', { version: protocol.currentVersion })}
      actions={
        missing > 0 && (
          <Button size="sm" variant="outline" disabled={remind.isPending} onClick={sendReminder}>
            <BellRing aria-hidden="true" />
            {t('actions.remind', { count: missing })}
          </Button>
        )
      }
    >
      {protocol.currentVersion === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.notPublishedYet')}</p>
      ) : list.isPending ? (
        <LoadingState label={t('states.loading')} />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.nobodyAsked')}</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={t('detail.acknowledgementList')}>
          {items.map((item) => (
            <li key={item.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-2 py-1">
              <span className="font-medium text-slate-900">{item.name}</span>
              {item.acknowledgedAt ? (
                <Badge variant="success">
                  <CheckCircle2 className="size-3" aria-hidden="true" />
                  {t('detail.acknowledgedOn', { when: formatDateTime(item.acknowledgedAt, i18n.language, timeZone) })}
                </Badge>
              ) : (
                <Badge variant="warning">{t('detail.pending')}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};

const Documents = ({ protocol }: { protocol: TProtocolDetail }) => {
  const { t } = useTranslation('protocols');
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, removeDocument } = useProtocolActions();
  const fail = (error: unknown) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.uploadFailed')) });
  const onFiles = (files: FileList | null) => {
    if (!files?.length) return;
    upload
      .mutateAsync({ id: protocol.id, files: [...files] })
      .then(() => toast.success(t('toasts.uploaded')))
      .catch(fail)
      .finally(() => {
        if (inputRef.current) inputRef.current.value = '';
      });
  };
  return (
    <Section
      title={t('detail.documents')}
      actions={
        protocol.can.update && (
          <>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
              className="sr-only"
              aria-label={t('actions.addDocuments')}
              onChange={(e) => onFiles(e.target.files)}
            />
            <Button size="sm" variant="outline" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden="true" />
              {t('actions.addDocuments')}
            </Button>
          </>
        )
      }
    >
      <FileLinks
        files={protocol.documents.map((doc) => ({ id: doc.id, name: doc.name, href: protocolDocumentUrl(protocol.id, doc.id) }))}
        emptyText={t('detail.noDocuments')}
        removeLabel={(name) => t('actions.removeDocument', { name })}
        onRemove={protocol.can.update ? (fileId) => removeDocument.mutateAsync({ id: protocol.id, fileId }).catch(fail) : undefined}
        isBusy={removeDocument.isPending}
      />
      <p className="text-xs text-slate-600">{protocol.can.update && t('detail.documentsHint')}</p>
    </Section>
  );
};

const Publish = ({ protocol }: { protocol: TProtocolDetail }) => {
  const { t } = useTranslation('protocols');
  const noteId = useId();
  const [note, setNote] = useState('');
  const { publish } = useProtocolActions();
  const run = () =>
    publish
      .mutateAsync({ id: protocol.id, note })
      .then((answer) => {
        toast.success(t('toasts.published', { version: answer.currentVersion }));
        setNote('');
      })
      .catch((error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }));
  return (
    <div className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm text-amber-900">{protocol.currentVersion === 0 ? t('detail.draftNeverPublished') : t('detail.draftChanged')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor={noteId}>{t('fields.versionNote')}</Label>
          <Input id={noteId} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </div>
        <Button disabled={publish.isPending} onClick={run}>
          <Send aria-hidden="true" />
          {t('actions.publish', { version: protocol.currentVersion + 1 })}
        </Button>
      </div>
    </div>
  );
};

const Detail = ({ protocol, onEdit }: { protocol: TProtocolDetail; onEdit: () => void }) => {
  const { t, i18n } = useTranslation('protocols');
  const { timeZone } = useCompanyLocale();
  const { acknowledge } = useProtocolActions();
  const isStaffView = protocol.can.seeAcknowledgements;
  const confirm = () =>
    acknowledge
      .mutateAsync(protocol.id)
      .then(() => toast.success(t('toasts.acknowledged')))
      .catch((error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {protocol.categoryName && <Badge variant="neutral">{protocol.categoryName}</Badge>}
        {protocol.currentVersion > 0 ? (
          <Badge>{t('version', { version: protocol.currentVersion })}</Badge>
        ) : (
          <Badge variant="warning">{t('draft')}</Badge>
        )}
        {protocol.publishedAt && (
          <span className="text-slate-600">
            {t('detail.publishedOn', { when: formatDateTime(protocol.publishedAt, i18n.language, timeZone) })}
          </span>
        )}
      </div>
      {protocol.posts.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('fields.posts')}:</span> {protocol.posts.map((p) => p.name).join(', ')}
        </p>
      )}
      {protocol.acknowledgedAt && (
        <p className="flex items-center gap-1 text-sm text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('detail.youAcknowledged', { when: formatDateTime(protocol.acknowledgedAt, i18n.language, timeZone) })}
        </p>
      )}
      {protocol.can.acknowledge && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-brand-200 bg-brand-50 p-3">
          <p className="text-sm text-slate-900">{t('detail.pleaseAcknowledge', { version: protocol.currentVersion })}</p>
          <Button disabled={acknowledge.isPending} onClick={confirm}>
            <CheckCircle2 aria-hidden="true" />
            {t('actions.acknowledge')}
          </Button>
        </div>
      )}
      {protocol.can.publish && protocol.hasDraftChanges && <Publish protocol={protocol} />}
      <Section
        title={isStaffView ? t('detail.published') : t('detail.content')}
        actions={
          protocol.can.update && (
            <Button size="sm" variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t('actions.editDraft')}
            </Button>
          )
        }
      >
        <RichTextView html={isStaffView ? (protocol.publishedBody ?? '') : protocol.body} emptyText={t('detail.noPublishedText')} />
      </Section>
      {isStaffView && protocol.hasDraftChanges && (
        <Section title={t('detail.draft')}>
          <RichTextView html={protocol.body} emptyText={t('detail.emptyDraft')} className="rounded-md bg-slate-50 p-2" />
        </Section>
      )}
      <Documents protocol={protocol} />
      {isStaffView && <Acknowledgements protocol={protocol} />}
      {isStaffView && protocol.versions.length > 0 && (
        <Section title={t('detail.versions')}>
          <ol className="grid gap-1 text-sm">
            {protocol.versions.map((v) => (
              <li key={v.version} className="text-slate-700">
                <span className="font-medium text-slate-900">{t('version', { version: v.version })}</span> ·{' '}
                {formatDateTime(v.publishedAt, i18n.language, timeZone)}
                {v.publishedByName && ` · ${v.publishedByName}`}
                {v.note && ` — ${v.note}`}
              </li>
            ))}
          </ol>
        </Section>
      )}
    </div>
  );
};

export const ProtocolDetailDialog = ({
  protocolId,
  onClose,
  onEdit,
}: {
  protocolId: string;
  onClose: () => void;
  onEdit: (protocol: TProtocolDetail) => void;
}) => {
  const { t } = useTranslation('protocols');
  const query = useProtocol(protocolId || null);
  return (
    <Dialog open={Boolean(protocolId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{query.data?.title ?? t('detail.loadingTitle')}</DialogTitle>
          <DialogDescription>{t('detail.description')}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <LoadingState label={t('states.loading')} />
        ) : query.error ? (
          <p className="text-sm text-red-700">{errorMessage(query.error, t('states.fetchFailed'))}</p>
        ) : (
          query.data && <Detail protocol={query.data} onEdit={() => onEdit(query.data)} />
        )}
      </DialogContent>
    </Dialog>
  );
};
