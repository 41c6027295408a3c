// /protocols: post orders and procedures of the company, by category and post. Admins write a draft (rich text,
// supporting documents), publish it as a new version — the guards of its posts are asked to read and acknowledge it —
// and see who has and has not. Guards see their posts' published protocols and acknowledge them.
import { can } from '@centinela/shared';
import type { TProtocolDetail, TProtocolSummary } from '@centinela/shared/contracts/protocols';
import { CheckCircle2, FolderCog, Plus, ShieldCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, deleteMessages, useRowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';
import { useSession } from '@/features/auth/hooks/useSession';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { CategoriesDialog } from '../components/CategoriesDialog';
import { ProtocolDetailDialog } from '../components/ProtocolDetailDialog';
import { ProtocolEditorDialog, type TProtocolEditorTarget } from '../components/ProtocolEditorDialog';
import { useProtocolActions, useProtocolFormOptions, useProtocols } from '../hooks/useProtocols';

const AckCell = ({ protocol }: { protocol: TProtocolSummary }) => {
  const { t } = useTranslation(['protocols', 'common']);
  if (protocol.currentVersion === 0) return <span className="text-slate-600">—</span>;
  if (protocol.requiredCount !== null) {
    const isDone = protocol.acknowledgedCount === protocol.requiredCount;
    return (
      <Badge variant={isDone ? 'success' : 'warning'}>
        {t('ackCount', { done: protocol.acknowledgedCount ?? 0, total: protocol.requiredCount })}
      </Badge>
    );
  }
  if (protocol.acknowledgedAt)
    return (
      <Badge variant="success">
        <CheckCircle2 className="size-3" aria-hidden="true" />
        {t('acknowledged')}
      </Badge>
    );
  return protocol.can.acknowledge ? <Badge variant="warning">{t('toAcknowledge')}</Badge> : <span className="text-slate-600">—</span>;
};

/** The protocol table's columns; the title opens the protocol's detail. */
const useProtocolColumns = (setView: (patch: { protocol: string }) => void) => {
  const { t } = useTranslation(['protocols', 'common']);
  return useMemo<TDataTableColumn<TProtocolSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        canHide: false,
        sortValue: (p) => p.title,
        cell: (p) => (
          <button
            type="button"
            className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
            onClick={() => setView({ protocol: p.id })}
          >
            {p.title}
          </button>
        ),
      },
      { id: 'category', header: t('columns.category'), sortValue: (p) => p.categoryName ?? '', cell: (p) => p.categoryName ?? '—' },
      {
        id: 'posts',
        header: t('columns.posts'),
        cell: (p) => (p.posts.length ? p.posts.map((x) => x.name).join(', ') : <span className="text-slate-600">{t('noPosts')}</span>),
      },
      {
        id: 'version',
        header: t('columns.version'),
        sortValue: (p) => p.currentVersion,
        cell: (p) => (
          <div className="flex flex-wrap gap-1">
            {p.currentVersion > 0 ? (
              <Badge>{t('version', { version: p.currentVersion })}</Badge>
            ) : (
              <Badge variant="warning">{t('draft')}</Badge>
            )}
            {p.currentVersion > 0 && p.hasDraftChanges && <Badge variant="neutral">{t('draftChanges')}</Badge>}
          </div>
        ),
      },
      { id: 'acknowledgements', header: t('columns.acknowledgements'), cell: (p) => <AckCell protocol={p} /> },
    ],
    [t, setView],
  );
};

export const ProtocolsPage = () => {
  const { t } = useTranslation(['protocols', 'common']);
  const { subject, user } = useSession();
  const isStaff = !!user && user.role !== 'security_guard' && user.role !== 'customer_company_admin';
  const categoryFilterId = useId();
  const postFilterId = useId();
  const [view, setView] = useUrlState({ categoryId: '', postId: '', search: '', protocol: '', sort: '', order: 'asc' });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const [editor, setEditor] = useState<TProtocolEditorTarget | null>(null);
  const [isCategoriesOpen, setIsCategoriesOpen] = useState(false);
  const rowAction = useRowAction();
  const options = useProtocolFormOptions();
  const list = useProtocols({ categoryId: view.categoryId, postId: view.postId, search: view.search });
  const { remove } = useProtocolActions();
  const canAdd = isStaff && can(subject, 'add', 'protocols');
  const canManageCategories = isStaff && can(subject, 'edit', 'protocols');
  const protocols = list.data ?? [];

  const destroy = (protocol: TProtocolSummary) =>
    rowAction.run(protocol.id, () => remove.mutateAsync(protocol.id), deleteMessages(t, { title: protocol.title }));

  const columns = useProtocolColumns(setView);

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {canManageCategories && (
              <Button variant="outline" onClick={() => setIsCategoriesOpen(true)}>
                <FolderCog aria-hidden="true" />
                {t('actions.categories')}
              </Button>
            )}
            {canAdd && (
              <Button onClick={() => setEditor({ mode: 'create' })}>
                <Plus aria-hidden="true" />
                {t('actions.add')}
              </Button>
            )}
          </div>
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-3">
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={categoryFilterId}>{t('filters.category')}</Label>
            <Select id={categoryFilterId} value={view.categoryId} onChange={(e) => setView({ categoryId: e.target.value })}>
              <option value="">{t('filters.allCategories')}</option>
              {(options.data?.categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={postFilterId}>{t('filters.post')}</Label>
            <Select id={postFilterId} value={view.postId} onChange={(e) => setView({ postId: e.target.value })}>
              <option value="">{t('filters.allPosts')}</option>
              {(options.data?.posts ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} · {p.customerCompanyName}
                </option>
              ))}
            </Select>
          </div>
        </search>
      </Card>
      <Card>
        <DataTable
          id="protocols"
          label={t('table.label')}
          columns={columns}
          rows={protocols}
          getRowId={(p) => p.id}
          {...tableQueryProps(list)}
          icon={ShieldCheck}
          loadingLabel={t('states.loading')}
          errorTitle={t('states.fetchFailed')}
          empty={{ title: t('states.empty'), description: canAdd ? t('states.emptyHint') : undefined }}
          {...tableSortProps(view, setView)}
          rowActions={(p) => (
            <RowActions
              name={p.title}
              isBusy={rowAction.busyId === p.id}
              edit={{ onClick: () => setView({ protocol: p.id }), canEdit: p.can.update }}
              remove={p.can.delete && { onClick: () => void destroy(p) }}
            />
          )}
        />
      </Card>
      <ProtocolDetailDialog
        protocolId={editor ? '' : view.protocol}
        onClose={() => setView({ protocol: '' })}
        onEdit={(protocol: TProtocolDetail) => setEditor({ mode: 'edit', protocol })}
      />
      <ProtocolEditorDialog
        target={editor}
        onClose={(savedId) => {
          setEditor(null);
          if (savedId) setView({ protocol: savedId });
        }}
      />
      <CategoriesDialog isOpen={isCategoriesOpen} onClose={() => setIsCategoriesOpen(false)} />
    </div>
  );
};
