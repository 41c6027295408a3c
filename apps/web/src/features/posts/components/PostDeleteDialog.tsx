// Deleting a post: asks the server what references it (GET /api/posts/:id/impact) BEFORE asking to confirm. A post
// that rosters, guard bans or other records name cannot be deleted (the server would answer 409): the dialog lists them
// and offers deactivation instead; the delete button is offered only when nothing references the post.
import type { TPost, TPostImpact } from '@centinela/shared/contracts/posts';
import * as postsApi from '@centinela/shared/endpoints/posts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-client';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/AlertDialog';
import { Spinner } from '@/components/ui/Spinner';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format';

export type TPostDeleteDialogProps = {
  post: TPost | null;
  /** The user may change the post's status (deactivation is then offered for a referenced post). */
  canDeactivate: boolean;
  onDelete: (post: TPost) => void;
  onDeactivate: (post: TPost) => void;
  onClose: () => void;
};

/** One line per kind of reference, in the reader's language; empty when nothing references the post. */
const useReferenceLines = () => {
  const { t } = useTranslation(['posts', 'common']);
  const { language } = useLanguage();
  return (impact: TPostImpact): string[] => [
    ...impact.rosters.map((r) =>
      t('deleteCheck.roster', {
        name: r.name ?? t('rosterUnnamed'),
        from: formatDay(r.effectiveFrom, language),
        shifts: r.shiftCount,
        guards: r.assignmentCount,
      }),
    ),
    ...(impact.bannedGuardCount > 0 ? [t('deleteCheck.bans', { count: impact.bannedGuardCount })] : []),
    ...(['attendance', 'incidents', 'dailyReports', 'opportunities'] as const)
      .filter((kind) => impact.records[kind] > 0)
      .map((kind) => t(`deleteCheck.${kind}`, { count: impact.records[kind] })),
  ];
};

export const PostDeleteDialog = ({ post, canDeactivate, onDelete, onDeactivate, onClose }: TPostDeleteDialogProps) => {
  const { t } = useTranslation(['posts', 'common']);
  const referenceLines = useReferenceLines();
  const impact = useQuery({
    ...apiQuery(postsApi.impact, { params: { id: post?.id ?? '' } }),
    enabled: post !== null,
    // Always ask again: a roster may have been added since the last look.
    staleTime: 0,
    gcTime: 0,
  });
  const lines = impact.data ? referenceLines(impact.data) : [];
  const isDeletable = impact.data?.isDeletable === true;
  const isReferenced = impact.data !== undefined && !isDeletable;

  const body = () => {
    if (impact.isPending) {
      return (
        <AlertDialogDescription className="flex items-center gap-2" role="status">
          <Spinner />
          {t('deleteCheck.checking')}
        </AlertDialogDescription>
      );
    }
    if (impact.isError) return <AlertDialogDescription>{errorMessage(impact.error, t('deleteCheck.failed'))}</AlertDialogDescription>;
    if (isDeletable) return <AlertDialogDescription>{t('common:confirm.deleteItem')}</AlertDialogDescription>;
    return (
      <>
        <AlertDialogDescription>{t('deleteCheck.referenced')}</AlertDialogDescription>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" aria-label={t('deleteCheck.listLabel')}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">
          {post?.status === 'active'
            ? canDeactivate
              ? t('deleteCheck.deactivateInstead')
              : t('deleteCheck.askAdmin')
            : t('deleteCheck.alreadyInactive')}
        </p>
      </>
    );
  };

  return (
    <AlertDialog open={post !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>
          {isReferenced ? t('deleteCheck.titleBlocked', { name: post?.name }) : t('delete.title', { name: post?.name })}
        </AlertDialogTitle>
        {body()}
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onClose}>{isReferenced ? t('common:actions.close') : t('common:actions.cancel')}</AlertDialogCancel>
          {isDeletable && post && (
            <AlertDialogAction isDestructive onClick={() => onDelete(post)}>
              {t('common:actions.delete')}
            </AlertDialogAction>
          )}
          {isReferenced && post?.status === 'active' && canDeactivate && (
            <AlertDialogAction isDestructive onClick={() => onDeactivate(post)}>
              {t('actions.deactivate')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
