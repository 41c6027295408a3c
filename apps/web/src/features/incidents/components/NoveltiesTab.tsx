// The Novelties tab: a guard logs what happens on the shift (time, text, photos); a timeline per post and per shift.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AttachmentPicker } from '@/components/ui/AttachmentPicker';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingState } from '@/components/ui/LoadingState';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { newIdempotencyKey, stageFiles } from '@/lib/attachments';
import { formatDateTime } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import { incidentErrorText } from './shared';
import { MAX_NOVELTY_PHOTOS } from '@centinela/shared/contracts/incidents';
import { useIncidentActions, useIncidentFormOptions, useNovelties } from '../hooks/useIncidents';

export const NoveltiesTab = ({ canAdd }: { canAdd: boolean }) => {
  const { t, i18n } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  const [view, setView] = useUrlState({ postId: '', occurrenceId: '' });
  const options = useIncidentFormOptions();
  const list = useNovelties({ postId: view.postId || undefined, occurrenceId: view.occurrenceId || undefined, pageSize: 50 });
  const { createNovelty } = useIncidentActions();
  const [text, setText] = useState('');
  const [postId, setPostId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  // One key and one set of staged photos per novelty written: a retry never saves it (or its photos) twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const staged = useRef(new Map<File, string>()).current;
  const current = options.data?.currentShift ?? null;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const save = async () => {
    try {
      const attachmentIds = await stageFiles('novelty', files, staged);
      const body = {
        occurrenceId: !postId && current ? (current.occurrenceId as never) : undefined,
        postId: postId || undefined,
        occurredAt: new Date().toISOString(),
        text,
        attachmentIds,
      };
      await createNovelty.mutateAsync({ body, key: idempotencyKey });
      setText('');
      setFiles([]);
      staged.clear();
      setIdempotencyKey(newIdempotencyKey());
      toast.success(t('toasts.noveltyCreated'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: incidentErrorText(error, t('toasts.failed')) });
    }
  };

  return (
    <div className="grid gap-4">
      {canAdd && (
        <section className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3" aria-label={t('actions.newNovelty')}>
          {current ? (
            <p className="text-sm text-brand-900">{t('currentShift', { post: current.postName, customer: current.customerName })}</p>
          ) : (
            <Select aria-label={t('fields.post')} value={postId} onChange={(e) => setPostId(e.target.value)}>
              <option value="">{t('fields.post')}</option>
              {(options.data?.posts ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          )}
          <Textarea
            rows={2}
            aria-label={t('fields.text')}
            placeholder={t('fields.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <AttachmentPicker
              label={t('fields.photosOnly')}
              files={files}
              onChange={setFiles}
              accept="image/*"
              capture="environment"
              max={MAX_NOVELTY_PHOTOS}
            />
            <Button className="ml-auto" disabled={!text.trim() || (!current && !postId) || createNovelty.isPending} onClick={save}>
              {t('actions.newNovelty')}
            </Button>
          </div>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <FilterSelect
          compact
          label={t('fields.post')}
          allLabel={t('filters.allPosts')}
          options={(options.data?.posts ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={view.postId}
          onChange={(value) => setView({ postId: value, occurrenceId: '' })}
        />
        {view.occurrenceId && (
          <Button variant="ghost" onClick={() => setView({ occurrenceId: '' })}>
            ✕ {view.occurrenceId.slice(37)}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <LoadingState label={t('tabs.novelties')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty.novelties')} />
      ) : (
        <ol className="relative grid gap-3 border-l border-slate-200 pl-4" aria-label={t('tabs.novelties')}>
          {items.map((n) => (
            <li key={n.id} className="grid gap-1">
              <span className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-brand-600" aria-hidden="true" />
              <div className="text-xs text-slate-500">
                {formatDateTime(n.occurredAt, i18n.language, timeZone)} · {n.postName}
                {n.guardName ? ` · ${n.guardName}` : ''}
                {n.occurrenceId && (
                  <button
                    type="button"
                    className="ml-1 text-brand-700 underline"
                    onClick={() => setView({ occurrenceId: n.occurrenceId ?? '' })}
                  >
                    {n.occurrenceId.slice(37)}
                  </button>
                )}
              </div>
              <p className="whitespace-pre-wrap text-sm text-slate-900">{n.text}</p>
              {n.photos.length > 0 && (
                <div className="flex flex-wrap gap-2">
                  {n.photos.map((p) => (
                    <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                      <img src={p.url} alt={p.originalName} className="size-16 rounded-md border border-slate-200 object-cover" />
                    </a>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {list.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => list.fetchNextPage()}>
          {t('actions.loadMore')}
        </Button>
      )}
    </div>
  );
};
