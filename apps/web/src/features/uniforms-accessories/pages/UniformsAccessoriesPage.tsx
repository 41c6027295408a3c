// /uniforms-accessories: the stock of uniforms and accessories per size (low stock marked), issues to guards and
// returns, categories. Tab, filters and page live in the URL (list kit).
import { can, DEFAULT_PAGE_SIZE } from '@centinela/shared';
import type { TUniformCategory, TUniformIssue, TUniformItem } from '@centinela/shared/contracts/uniforms-accessories';
import { ArrowLeftRight, History, PackageCheck, Plus, Shirt, Undo2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, useRowAction } from '@/components/data-table';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Checkbox } from '@/components/ui/Checkbox';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { CategoryDialog, type TCategoryTarget } from '../components/CategoryDialog';
import { IssueDialog, ReturnDialog } from '../components/IssueDialogs';
import { ItemEditorDialog, type TItemEditorTarget } from '../components/ItemEditorDialog';
import { StockDialog } from '../components/StockDialog';
import { useUniformActions, useUniformCategories, useUniformIssues, useUniformItems } from '../hooks/useUniforms';

type TView = ReturnType<
  typeof useUrlState<{
    tab: string;
    search: string;
    categoryId: string;
    lowStock: string;
    status: string;
    page: number;
    pageSize: number;
    sort: string;
    order: string;
  }>
>;

const ItemsTab = ({ view, setView }: { view: TView[0]; setView: TView[1] }) => {
  const { t } = useTranslation(['uniformsAccessories', 'common']);
  const { language } = useLanguage();
  const { currency } = useCompanyLocale();
  const { subject } = useSession();
  const lowStockId = useId();
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const [editor, setEditor] = useState<TItemEditorTarget | null>(null);
  const [issuingId, setIssuingId] = useState<string | null>(null);
  const [stockId, setStockId] = useState<string | null>(null);
  const rowAction = useRowAction();
  const categories = useUniformCategories();
  const list = useUniformItems({ search: view.search, categoryId: view.categoryId, lowStock: view.lowStock }, view.page, view.pageSize);
  const { removeItem } = useUniformActions();
  const canAdd = can(subject, 'add', 'uniforms-accessories');
  const items = list.data?.items ?? [];
  const byId = (id: string | null) => items.find((i) => i.id === id) ?? null;

  const destroy = (item: TUniformItem) =>
    rowAction.run(item.id, () => removeItem.mutateAsync(item.id), {
      confirm: {
        title: t('deleteItem.title', { name: item.name }),
        description: t('deleteItem.description'),
        confirmLabel: t('common:actions.delete'),
        isDestructive: true,
      },
      success: t('toasts.itemDeleted'),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('toasts.deleteFailed'),
    });

  const columns = useMemo<TDataTableColumn<TUniformItem>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.item'),
        canHide: false,
        sortValue: (i) => i.name,
        cell: (i) => (
          <>
            <div className="font-medium text-slate-900">{i.name}</div>
            <div className="text-xs text-slate-600">{i.categoryName ?? t('noCategory')}</div>
          </>
        ),
      },
      {
        id: 'sizes',
        header: t('columns.stockPerSize'),
        cell: (i) => (
          <ul className="flex flex-wrap gap-1" aria-label={t('columns.stockPerSize')}>
            {i.sizes.map((s) => (
              <li key={s.id}>
                <Badge variant={s.isLowStock ? 'warning' : 'outline'}>{t('sizeWithStock', { size: s.size, stock: s.stock })}</Badge>
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'total',
        header: t('columns.totalStock'),
        sortValue: (i) => i.totalStock,
        cell: (i) => <span data-testid="total-stock">{i.totalStock}</span>,
      },
      { id: 'issued', header: t('columns.issued'), sortValue: (i) => i.issuedQuantity, cell: (i) => i.issuedQuantity },
      {
        id: 'cost',
        header: t('columns.unitCost'),
        sortValue: (i) => i.unitCostCents,
        cell: (i) => <span className="tabular-nums">{formatMoneyDisplay(i.unitCostCents, language, currency)}</span>,
      },
      {
        id: 'state',
        header: t('columns.state'),
        sortValue: (i) => (i.isLowStock ? 0 : 1),
        cell: (i) => (i.isLowStock ? <Badge variant="warning">{t('lowStock')}</Badge> : <Badge variant="success">{t('inStock')}</Badge>),
      },
    ],
    [t, language, currency],
  );

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={searchText} onChange={setSearchText} />
        <FilterSelect
          label={t('fields.category')}
          allLabel={t('filters.allCategories')}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={view.categoryId}
          onChange={(categoryId) => setView({ categoryId })}
        />
        <div className="flex items-center gap-2 pb-2">
          <Checkbox
            id={lowStockId}
            checked={view.lowStock === 'true'}
            onCheckedChange={(checked) => setView({ lowStock: checked === true ? 'true' : '' })}
          />
          <Label htmlFor={lowStockId}>{t('filters.lowStockOnly')}</Label>
        </div>
        {canAdd && (
          <Button className="ml-auto" onClick={() => setEditor({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {t('actions.addItem')}
          </Button>
        )}
      </div>
      <DataTable
        id="uniform-items"
        label={t('table.items')}
        columns={columns}
        rows={items}
        getRowId={(i) => i.id}
        {...tableQueryProps(list)}
        icon={Shirt}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: t('states.emptyItems'), description: canAdd ? t('states.emptyItemsHint') : undefined }}
        {...tableSortProps(view, setView)}
        rowActions={(i) => (
          <div className="flex flex-wrap justify-end gap-1">
            {i.can.issue && (
              <Button variant="ghost" size="sm" aria-label={t('actions.issueItem', { name: i.name })} onClick={() => setIssuingId(i.id)}>
                <PackageCheck aria-hidden="true" />
                {t('actions.issue')}
              </Button>
            )}
            <Button variant="ghost" size="sm" aria-label={t('actions.stockOf', { name: i.name })} onClick={() => setStockId(i.id)}>
              <History aria-hidden="true" />
              {t('actions.stock')}
            </Button>
            <RowActions
              name={i.name}
              isBusy={rowAction.busyId === i.id}
              edit={i.can.update && { onClick: () => setEditor({ mode: 'edit', item: i }) }}
              remove={i.can.delete && { onClick: () => void destroy(i) }}
            />
          </div>
        )}
      />
      {(list.data?.total ?? 0) > 0 && (
        <Pagination
          page={view.page}
          pageSize={view.pageSize}
          total={list.data?.total ?? 0}
          onPageChange={(page) => setView({ page })}
          onPageSizeChange={(pageSize) => setView({ pageSize })}
        />
      )}
      <ItemEditorDialog target={editor} onClose={() => setEditor(null)} />
      <IssueDialog item={byId(issuingId)} onClose={() => setIssuingId(null)} />
      <StockDialog item={byId(stockId)} canChange={byId(stockId)?.can.adjustStock ?? false} onClose={() => setStockId(null)} />
    </>
  );
};

const IssuesTab = ({ view, setView }: { view: TView[0]; setView: TView[1] }) => {
  const { t } = useTranslation(['uniformsAccessories', 'common']);
  const { language } = useLanguage();
  const statusId = useId();
  const status = (['open', 'returned', 'all'].includes(view.status) ? view.status : 'open') as 'open' | 'returned' | 'all';
  const list = useUniformIssues({ status }, view.page, view.pageSize);
  const [returning, setReturning] = useState<TUniformIssue | null>(null);
  const columns = useMemo<TDataTableColumn<TUniformIssue>[]>(
    () => [
      {
        id: 'guard',
        header: t('columns.guard'),
        canHide: false,
        sortValue: (i) => i.guardName,
        cell: (i) => <span className="font-medium">{i.guardName}</span>,
      },
      { id: 'item', header: t('columns.item'), sortValue: (i) => i.itemName, cell: (i) => `${i.itemName} · ${i.size}` },
      { id: 'quantity', header: t('fields.quantity'), sortValue: (i) => i.quantity, cell: (i) => i.quantity },
      {
        id: 'issuedOn',
        header: t('fields.issuedOn'),
        sortValue: (i) => i.issuedOn,
        cell: (i) => `${formatDay(i.issuedOn, language)} · ${t(`conditions.${i.condition}`)}`,
      },
      {
        id: 'returned',
        header: t('columns.returned'),
        sortValue: (i) => i.returnedOn ?? '',
        cell: (i) =>
          i.returnedOn ? (
            `${formatDay(i.returnedOn, language)}${i.returnCondition ? ` · ${t(`conditions.${i.returnCondition}`)}` : ''}`
          ) : (
            <Badge variant="warning">{t('notReturned')}</Badge>
          ),
      },
    ],
    [t, language],
  );
  return (
    <>
      <div className="mb-4 grid max-w-xs gap-1.5">
        <Label htmlFor={statusId}>{t('filters.status')}</Label>
        <Select id={statusId} value={status} onChange={(event) => setView({ status: event.target.value })}>
          <option value="open">{t('filters.open')}</option>
          <option value="returned">{t('filters.returned')}</option>
          <option value="all">{t('filters.all')}</option>
        </Select>
      </div>
      <DataTable
        id="uniform-issues"
        label={t('table.issues')}
        columns={columns}
        rows={list.data?.items ?? []}
        getRowId={(i) => i.id}
        {...tableQueryProps(list)}
        icon={ArrowLeftRight}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: t('states.emptyIssues') }}
        {...tableSortProps(view, setView)}
        rowActions={(i) =>
          i.can.return && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('actions.returnOf', { name: i.itemName, guard: i.guardName })}
              onClick={() => setReturning(i)}
            >
              <Undo2 aria-hidden="true" />
              {t('actions.recordReturn')}
            </Button>
          )
        }
      />
      {(list.data?.total ?? 0) > 0 && (
        <Pagination
          page={view.page}
          pageSize={view.pageSize}
          total={list.data?.total ?? 0}
          onPageChange={(page) => setView({ page })}
          onPageSizeChange={(pageSize) => setView({ pageSize })}
        />
      )}
      <ReturnDialog issue={returning} onClose={() => setReturning(null)} />
    </>
  );
};

const CategoriesTab = () => {
  const { t } = useTranslation(['uniformsAccessories', 'common']);
  const { subject } = useSession();
  const categories = useUniformCategories();
  const { removeCategory } = useUniformActions();
  const [editing, setEditing] = useState<TCategoryTarget | null>(null);
  const canAdd = can(subject, 'add', 'uniforms-accessories');

  const rowAction = useRowAction();
  const destroy = (category: TUniformCategory) =>
    rowAction.run(category.id, () => removeCategory.mutateAsync(category.id), {
      confirm: {
        title: t('categories.deleteTitle', { name: category.name }),
        description: t('categories.deleteDescription'),
        confirmLabel: t('common:actions.delete'),
        isDestructive: true,
      },
      success: t('toasts.categoryDeleted'),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('toasts.deleteFailed'),
    });
  const columns: TDataTableColumn<TUniformCategory>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      canHide: false,
      sortValue: (c) => c.name,
      cell: (c) => <span className="font-medium">{c.name}</span>,
    },
    { id: 'items', header: t('columns.items'), sortValue: (c) => c.itemCount, cell: (c) => c.itemCount },
  ];
  return (
    <>
      {canAdd && (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setEditing({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {t('actions.addCategory')}
          </Button>
        </div>
      )}
      <DataTable
        id="uniform-categories"
        label={t('table.categories')}
        columns={columns}
        rows={categories.data ?? []}
        getRowId={(c) => c.id}
        {...tableQueryProps(categories)}
        icon={Shirt}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: t('states.emptyCategories') }}
        rowActions={(c) => (
          <RowActions
            name={c.name}
            edit={c.can.update && { onClick: () => setEditing({ mode: 'edit', category: c }) }}
            remove={c.can.delete && { onClick: () => void destroy(c) }}
          />
        )}
      />
      <CategoryDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
};

export const UniformsAccessoriesPage = () => {
  const { t } = useTranslation(['uniformsAccessories', 'common']);
  const [view, setView] = useUrlState({
    tab: 'items',
    search: '',
    categoryId: '',
    lowStock: '',
    status: 'open',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: '',
    order: 'asc',
  });
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader description={t('page.description')} />
      <Tabs value={view.tab} onValueChange={(tab) => setView({ tab })}>
        <TabsList className="mb-4 h-auto flex-wrap justify-start">
          <TabsTrigger value="items">{t('tabs.items')}</TabsTrigger>
          <TabsTrigger value="issues">{t('tabs.issues')}</TabsTrigger>
          <TabsTrigger value="categories">{t('tabs.categories')}</TabsTrigger>
        </TabsList>
        <Card className="p-4">
          <TabsContent value="items">
            <ItemsTab view={view} setView={setView} />
          </TabsContent>
          <TabsContent value="issues">
            <IssuesTab view={view} setView={setView} />
          </TabsContent>
          <TabsContent value="categories">
            <CategoriesTab />
          </TabsContent>
        </Card>
      </Tabs>
    </div>
  );
};
