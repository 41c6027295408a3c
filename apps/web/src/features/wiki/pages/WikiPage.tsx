// /wiki: the company's pages as a tree beside the open page. Search finds pages by words typed with or without
// accents (the server folds both). Editors write pages in the rich text editor (with links to other pages), limit a
// page to some roles, add attachments, move and reorder pages, and restore an older revision from the history.
import { type TWikiPage, type TWikiPageSummary, ZWikiMoveInput } from '@centinela/shared/contracts/wiki';
import { ArrowDown, ArrowUp, BookOpen, FolderInput, History, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { deleteMessages, useRowAction } from '@/components/data-table';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { RichTextView } from '@/components/rich-text/RichTextView';
import { Badge } from '@/components/ui/Badge';
import { FileLinks } from '@/components/ui/FileLinks';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { can } from '@centinela/shared';
import { type TWikiEditorTarget, WikiEditorDialog } from '../components/WikiEditorDialog';
import { WikiHistoryDialog } from '../components/WikiHistoryDialog';
import { useWikiActions, useWikiPage, useWikiPages, wikiAttachmentUrl } from '../hooks/useWiki';
import { buildWikiTree, flattenWikiTree, subtreeIds, type TWikiNode, wikiPageHref } from '../lib/tree';

const TreeList = ({ nodes, selectedId, onSelect }: { nodes: TWikiNode[]; selectedId: string; onSelect: (id: string) => void }) => (
  <ul className="grid gap-0.5">
    {nodes.map((node) => (
      <li key={node.id}>
        <button
          type="button"
          aria-current={node.id === selectedId ? 'page' : undefined}
          className={cn(
            'w-full truncate rounded-md px-2 py-1 text-left text-sm hover:bg-slate-100',
            node.id === selectedId && 'bg-brand-50 font-medium text-brand-900',
          )}
          style={{ paddingLeft: `${0.5 + node.depth * 0.9}rem` }}
          onClick={() => onSelect(node.id)}
        >
          {node.title}
        </button>
        {node.children.length > 0 && <TreeList nodes={node.children} selectedId={selectedId} onSelect={onSelect} />}
      </li>
    ))}
  </ul>
);

const SearchResults = ({ hits, onSelect }: { hits: TWikiPageSummary[]; onSelect: (id: string) => void }) => {
  const { t } = useTranslation(['wiki', 'common']);
  if (hits.length === 0) return <p className="px-2 text-sm text-slate-600">{t('search.none')}</p>;
  return (
    <ul className="grid gap-1" aria-label={t('search.results')}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <button
            type="button"
            className="grid w-full gap-0.5 rounded-md px-2 py-1 text-left hover:bg-slate-100"
            onClick={() => onSelect(hit.id)}
          >
            <span className="text-sm font-medium text-brand-800">{hit.title}</span>
            {hit.snippet && <span className="text-xs text-slate-600">{hit.snippet}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
};

const MoveForm = ({ page, tree }: { page: TWikiPage; tree: TWikiNode[] }) => {
  const { t } = useTranslation(['wiki', 'common']);
  const { move } = useWikiActions();
  const excluded = subtreeIds(tree, page.id);
  const choices = flattenWikiTree(tree).filter((n) => !excluded.has(n.id));
  // Moved to the end of its new parent's pages.
  const form = useZodForm({ schema: ZWikiMoveInput, defaultValues: { parentId: page.parentId, position: 100_000 } });
  return (
    <EditorForm
      form={form}
      submit={(body) => move.mutateAsync({ id: page.id, body })}
      success={t('toasts.moved')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      submitLabel={t('move.confirm')}
    >
      <FormField label={t('move.parent')} error={form.errorOf(form.formState.errors.parentId)}>
        <Select {...form.register('parentId', { setValueAs: (v: string | null) => v || null })}>
          <option value="">{t('move.top')}</option>
          {choices.map((n) => (
            <option key={n.id} value={n.id}>
              {`${'— '.repeat(n.depth)}${n.title}`}
            </option>
          ))}
        </Select>
      </FormField>
    </EditorForm>
  );
};

const MoveDialog = ({ page, tree, onClose }: { page: TWikiPage | null; tree: TWikiNode[]; onClose: () => void }) => {
  const { t } = useTranslation(['wiki', 'common']);
  return (
    <FormDialog
      open={page !== null}
      onClose={onClose}
      title={t('move.title', { title: page?.title ?? '' })}
      description={t('move.description')}
    >
      {page && <MoveForm page={page} tree={tree} />}
    </FormDialog>
  );
};

const PageView = ({
  page,
  siblings,
  onEdit,
  onAddChild,
  onMove,
  onHistory,
  onDeleted,
}: {
  page: TWikiPage;
  siblings: TWikiNode[];
  onEdit: () => void;
  onAddChild: () => void;
  onMove: () => void;
  onHistory: () => void;
  onDeleted: () => void;
}) => {
  const { t, i18n } = useTranslation(['wiki', 'common']);
  const { timeZone } = useCompanyLocale();
  const [, setView] = useUrlState({ page: '' });
  const inputRef = useRef<HTMLInputElement>(null);
  const rowAction = useRowAction();
  const { move, remove, upload, removeAttachment } = useWikiActions();
  const index = siblings.findIndex((s) => s.id === page.id);
  const fail = (error: unknown) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
  const shift = (delta: number) =>
    move.mutateAsync({ id: page.id, body: { parentId: page.parentId, position: Math.max(0, index + delta) } }).catch(fail);
  const destroy = () => rowAction.run(page.id, () => remove.mutateAsync(page.id).then(onDeleted), deleteMessages(t, { title: page.title }));
  const onFiles = (files: FileList | null) => {
    if (!files?.length) return;
    upload
      .mutateAsync({ id: page.id, files: [...files] })
      .then(() => toast.success(t('toasts.uploaded')))
      .catch(fail)
      .finally(() => {
        if (inputRef.current) inputRef.current.value = '';
      });
  };
  return (
    <article className="grid gap-4" aria-labelledby="wiki-page-title">
      {page.breadcrumbs.length > 0 && (
        <nav aria-label={t('breadcrumbs')} className="flex flex-wrap gap-1 text-xs text-slate-600">
          {page.breadcrumbs.map((b) => (
            <span key={b.id}>
              <button type="button" className="underline" onClick={() => setView({ page: b.id })}>
                {b.title}
              </button>{' '}
              /
            </span>
          ))}
        </nav>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id="wiki-page-title" className="text-xl font-semibold text-slate-900">
            {page.title}
          </h2>
          <p className="text-xs text-slate-600">
            {t('updated', { when: formatDateTime(page.updatedAt, i18n.language, timeZone), revision: page.revision })}
            {page.updatedByName && ` · ${page.updatedByName}`}
          </p>
          {page.visibleRoles.length > 0 && (
            <div className="flex flex-wrap gap-1">
              {page.visibleRoles.map((r) => (
                <Badge key={r} variant="neutral">
                  {t(`roles.${r}`)}
                </Badge>
              ))}
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-1">
          {page.can.update && (
            <>
              <Button size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                {t('actions.edit')}
              </Button>
              <Button size="sm" variant="outline" onClick={onAddChild}>
                <Plus aria-hidden="true" />
                {t('actions.addChild')}
              </Button>
              <Button
                size="icon"
                variant="outline"
                aria-label={t('actions.moveUp')}
                disabled={index <= 0 || move.isPending}
                onClick={() => shift(-1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="outline"
                aria-label={t('actions.moveDown')}
                disabled={index < 0 || index >= siblings.length - 1 || move.isPending}
                onClick={() => shift(1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button size="sm" variant="outline" onClick={onMove}>
                <FolderInput aria-hidden="true" />
                {t('actions.move')}
              </Button>
            </>
          )}
          <Button size="sm" variant="outline" onClick={onHistory}>
            <History aria-hidden="true" />
            {t('actions.history')}
          </Button>
          {page.can.delete && (
            <Button
              size="sm"
              variant="outline"
              className="text-red-700"
              disabled={rowAction.busyId === page.id}
              onClick={() => void destroy()}
            >
              <Trash2 aria-hidden="true" />
              {t('common:actions.delete')}
            </Button>
          )}
        </div>
      </div>
      <RichTextView html={page.body} emptyText={t('emptyPage')} />
      <section className="grid gap-2 border-t border-slate-200 pt-3" aria-label={t('attachments.title')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('attachments.title')}</h3>
          {page.can.update && (
            <>
              <input
                ref={inputRef}
                type="file"
                multiple
                accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
                className="sr-only"
                aria-label={t('attachments.add')}
                onChange={(e) => onFiles(e.target.files)}
              />
              <Button size="sm" variant="outline" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
                <Upload aria-hidden="true" />
                {t('attachments.add')}
              </Button>
            </>
          )}
        </div>
        <FileLinks
          files={page.attachments.map((a) => ({ id: a.id, name: a.name, href: wikiAttachmentUrl(page.id, a.id) }))}
          emptyText={t('attachments.none')}
          removeLabel={(name) => t('attachments.remove', { name })}
          onRemove={page.can.update ? (fileId) => removeAttachment.mutateAsync({ id: page.id, fileId }).catch(fail) : undefined}
          isBusy={removeAttachment.isPending}
        />
      </section>
    </article>
  );
};

export const WikiPage = () => {
  const { t } = useTranslation(['wiki', 'common']);
  const { subject, user } = useSession();
  const [view, setView] = useUrlState({ page: '', search: '' });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const [editor, setEditor] = useState<TWikiEditorTarget | null>(null);
  const [moving, setMoving] = useState<TWikiPage | null>(null);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const all = useWikiPages();
  const hits = useWikiPages(view.search);
  const tree = useMemo(() => buildWikiTree(all.data ?? []), [all.data]);
  const flat = useMemo(() => flattenWikiTree(tree), [tree]);
  const selectedId = view.page || flat[0]?.id || '';
  const page = useWikiPage(selectedId);
  const isStaff = !!user && user.role !== 'security_guard' && user.role !== 'customer_company_admin';
  const canAdd = isStaff && can(subject, 'add', 'wiki');
  const linkTargets = useMemo(() => flat.map((n) => ({ href: wikiPageHref(n.id), label: n.title })), [flat]);
  const siblings = useMemo(() => {
    const current = flat.find((n) => n.id === selectedId);
    if (!current) return [];
    const parent = flat.find((n) => n.id === current.parentId);
    return parent ? parent.children : tree;
  }, [flat, tree, selectedId]);
  const select = (id: string) => setView({ page: id });

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          canAdd && (
            <Button onClick={() => setEditor({ mode: 'create', parentId: null, parentTitle: null })}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <Card className="grid content-start gap-3 p-3">
          <SearchField label={t('search.label')} placeholder={t('search.placeholder')} value={searchText} onChange={setSearchText} />
          <nav aria-label={t('tree.label')}>
            {view.search.trim() ? (
              hits.isPending ? (
                <LoadingState label={t('states.loading')} className="py-4" />
              ) : (
                <SearchResults hits={hits.data ?? []} onSelect={select} />
              )
            ) : all.isPending ? (
              <LoadingState label={t('states.loading')} className="py-4" />
            ) : tree.length === 0 ? (
              <p className="px-2 text-sm text-slate-600">{t('tree.empty')}</p>
            ) : (
              <TreeList nodes={tree} selectedId={selectedId} onSelect={select} />
            )}
          </nav>
        </Card>
        <Card className="min-w-0 p-4">
          {!selectedId ? (
            <EmptyState icon={BookOpen} title={t('states.empty')} description={canAdd ? t('states.emptyHint') : undefined} />
          ) : page.isPending ? (
            <LoadingState label={t('states.loading')} />
          ) : page.error ? (
            <p className="text-sm text-red-700">{errorMessage(page.error, t('states.fetchFailed'))}</p>
          ) : (
            page.data && (
              <PageView
                page={page.data}
                siblings={siblings}
                onEdit={() => setEditor({ mode: 'edit', page: page.data })}
                onAddChild={() => setEditor({ mode: 'create', parentId: page.data.id, parentTitle: page.data.title })}
                onMove={() => setMoving(page.data)}
                onHistory={() => setIsHistoryOpen(true)}
                onDeleted={() => setView({ page: '' })}
              />
            )
          )}
        </Card>
      </div>
      <WikiEditorDialog
        target={editor}
        linkTargets={linkTargets}
        onClose={(savedId) => {
          setEditor(null);
          if (savedId) select(savedId);
        }}
      />
      <MoveDialog key={moving?.id ?? 'none'} page={moving} tree={tree} onClose={() => setMoving(null)} />
      {page.data && <WikiHistoryDialog page={page.data} isOpen={isHistoryOpen} onClose={() => setIsHistoryOpen(false)} />}
    </div>
  );
};
