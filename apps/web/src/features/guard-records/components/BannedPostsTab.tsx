// Banned posts tab (guards only): pick the posts the guard may not work at; the availability service refuses them.
import type { TBannablePost, TBannedPost } from '@centinela/shared/contracts/guard-records';
import { foldSearchText } from '@centinela/shared/rules/search-text';
import { Ban, MapPin, Save, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { EmptyState } from '@/components/ui/EmptyState';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/errors';
import { useCanEditUsers } from '../hooks/useCanEditUsers';
import { useBannablePosts, useBannedPosts, useUpdateBannedPosts } from '../hooks/useGuardRecords';
import type { TEditedUserProps } from '../types';
import { GuardOnlyNotice } from './GuardOnlyNotice';

export const BannedPostsTab = ({ user }: TEditedUserProps) => {
  const { t } = useTranslation('guardRecords');
  const isGuard = user.role === 'security_guard';
  const banned = useBannedPosts(user.id, isGuard);
  const options = useBannablePosts(user.id, isGuard);
  if (!isGuard) return <GuardOnlyNotice />;
  if (banned.isPending || options.isPending) return <Spinner label={t('states.loading')} />;
  if (banned.isError || options.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(banned.error ?? options.error)}
      </p>
    );
  }
  return <BannedPostsEditor userId={user.id} banned={banned.data.posts} options={options.data} />;
};

const BannedPostsEditor = ({ userId, banned, options }: { userId: string; banned: TBannedPost[]; options: TBannablePost[] }) => {
  const { t } = useTranslation('guardRecords');
  const canEdit = useCanEditUsers();
  const update = useUpdateBannedPosts(userId);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(banned.map((p) => p.id)));
  const [search, setSearch] = useState('');
  useEffect(() => setSelected(new Set(banned.map((p) => p.id))), [banned]);

  const bannedById = useMemo(() => new Map(banned.map((p) => [p.id, p])), [banned]);
  const query = foldSearchText(search.trim());
  const visible = options.filter((p) => !query || [p.name, p.location, p.companyName].some((v) => v && foldSearchText(v).includes(query)));
  const isDirty = selected.size !== banned.length || banned.some((p) => !selected.has(p.id));

  const toggle = (postId: string, isChecked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) next.add(postId);
      else next.delete(postId);
      return next;
    });

  const onSave = async () => {
    try {
      await update.mutateAsync([...selected]);
      toast.success(t('bannedPosts.updated'));
    } catch (error) {
      toast.error(t('toasts.error'), { description: errorMessage(error, t('bannedPosts.updateFailed')) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('bannedPosts.title')}</CardTitle>
        <CardDescription>{t('bannedPosts.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            type="search"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('bannedPosts.search')}
            aria-label={t('bannedPosts.search')}
          />
        </div>
        {options.length === 0 ? (
          <EmptyState icon={MapPin} title={t('bannedPosts.noPosts')} />
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {visible.map((post) => {
              const id = `ban-${userId}-${post.id}`;
              const ban = bannedById.get(post.id);
              return (
                <li key={post.id} className="flex items-start gap-3 px-3 py-2.5">
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    checked={selected.has(post.id)}
                    disabled={!canEdit}
                    onCheckedChange={(checked) => toggle(post.id, checked === true)}
                  />
                  <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      {post.name}
                      {selected.has(post.id) && (
                        <Badge variant="danger">
                          <Ban aria-hidden="true" className="size-3" />
                          {t('bannedPosts.banned')}
                        </Badge>
                      )}
                    </span>
                    <span className="text-xs text-slate-600">
                      {post.companyName}
                      {post.location ? ` · ${post.location}` : ''}
                    </span>
                    {ban?.bannedBy && (
                      <span className="text-xs text-slate-500">{t('bannedPosts.bannedBy', { name: ban.bannedBy.name })}</span>
                    )}
                  </label>
                </li>
              );
            })}
            {visible.length === 0 && <li className="px-3 py-4 text-center text-sm text-slate-600">{t('bannedPosts.noMatches')}</li>}
          </ul>
        )}
        {canEdit && (
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm text-slate-600">{t('bannedPosts.selectedCount', { count: selected.size })}</span>
            <Button onClick={() => void onSave()} disabled={update.isPending || !isDirty}>
              {update.isPending ? <Spinner className="text-white" /> : <Save aria-hidden="true" />}
              {t('bannedPosts.save')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
};
