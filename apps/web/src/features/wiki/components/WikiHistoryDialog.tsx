// A page's history: every saved revision, newest first, with its text; an editor restores one (as a new revision).
import type { TWikiPage } from '@centinela/shared/contracts/wiki';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RichTextView } from '@/components/rich-text/RichTextView';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useWikiActions, useWikiRevisions } from '../hooks/useWiki';

export const WikiHistoryDialog = ({ page, isOpen, onClose }: { page: TWikiPage; isOpen: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation('wiki');
  const { timeZone } = useCompanyLocale();
  const revisions = useWikiRevisions(page.id, isOpen);
  const { restore } = useWikiActions();
  const [shown, setShown] = useState<number | null>(null);
  const run = (revision: number) =>
    restore
      .mutateAsync({ id: page.id, revision })
      .then(() => {
        toast.success(t('toasts.restored', { revision }));
        onClose();
      })
      .catch((error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }));
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('history.title', { title: page.title })}</DialogTitle>
          <DialogDescription>{t('history.description')}</DialogDescription>
        </DialogHeader>
        {revisions.isPending ? (
          <LoadingState label={t('states.loading')} />
        ) : (
          <ol className="grid gap-2" aria-label={t('history.list')}>
            {(revisions.data ?? []).map((r) => (
              <li key={r.revision} className="grid gap-2 rounded-md border border-slate-200 p-2">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <button type="button" className="text-left" onClick={() => setShown(shown === r.revision ? null : r.revision)}>
                    <span className="font-medium text-slate-900">{t('history.revision', { revision: r.revision })}</span>
                    <span className="text-slate-600">
                      {' '}
                      · {formatDateTime(r.editedAt, i18n.language, timeZone)}
                      {r.editedByName && ` · ${r.editedByName}`}
                    </span>
                  </button>
                  {r.revision === page.revision ? (
                    <span className="text-xs text-slate-600">{t('history.current')}</span>
                  ) : (
                    page.can.update && (
                      <Button size="sm" variant="outline" disabled={restore.isPending} onClick={() => run(r.revision)}>
                        <History aria-hidden="true" />
                        {t('history.restore', { revision: r.revision })}
                      </Button>
                    )
                  )}
                </div>
                {shown === r.revision && (
                  <div className="rounded-md bg-slate-50 p-2">
                    <p className="mb-1 font-medium text-sm">{r.title}</p>
                    <RichTextView html={r.body} emptyText="—" />
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
};
