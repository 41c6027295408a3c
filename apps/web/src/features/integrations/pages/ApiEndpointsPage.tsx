// /settings/api-endpoints: the API's reference for whoever connects another system — every endpoint with its method,
// path, area and the permission it requires, searchable and filterable (kept in the URL), from the same declarations
// the server registers its routes from. The interactive OpenAPI reference (/api/docs) is one click away.
import type { TApiEndpoint } from '@centinela/shared/contracts/integrations';
import { foldSearchText } from '@centinela/shared/rules/search-text';
import { ExternalLink, Plug } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { useApiEndpoints } from '../hooks/useIntegrations';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const METHOD_VARIANT: Record<TApiEndpoint['method'], 'success' | 'default' | 'warning' | 'danger' | 'neutral'> = {
  GET: 'success',
  POST: 'default',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'danger',
};

type TT = TFunction<'integrations'>;

const areaName = (t: TT, tag: string): string => t(`apiEndpoints.tags.${tag}`, { defaultValue: tag });

/** 'view:users' → 'Ver: Usuarios'; 'a|b' → 'cualquiera de: …'; 'public', 'signed-in' and principals in words. */
const accessText = (t: TT, access: string): string => {
  if (access === 'public') return t('apiEndpoints.access.public');
  if (access === 'signed-in') return t('apiEndpoints.access.signedIn');
  if (access === 'principal:device') return t('apiEndpoints.access.device');
  if (access === 'principal:twilio') return t('apiEndpoints.access.twilio');
  const permissions = access.split('|').map((permission) => {
    const [action, resource] = permission.split(':');
    return t('apiEndpoints.access.permission', {
      action: t(`roles:permissionActions.${action}`, { defaultValue: action }),
      resource: t(`roles:resources.${resource}`, { defaultValue: resource }),
    });
  });
  return permissions.length > 1 ? t('apiEndpoints.access.anyOf', { list: permissions.join(', ') }) : permissions[0];
};

export const ApiEndpointsPage = () => {
  const { t } = useTranslation(['integrations', 'roles', 'shell']);
  const areaFilterId = useId();
  const methodFilterId = useId();
  const [view, setView] = useUrlState({ search: '', tag: '', method: '', sort: '', order: 'asc' });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const list = useApiEndpoints();

  const areaOf = (tag: string) => areaName(t, tag);

  const all = list.data?.items ?? [];
  const tags = useMemo(() => [...new Set(all.map((e) => e.tag))], [all]);
  const needle = foldSearchText(view.search.trim());
  const rows = all.filter(
    (e) =>
      (!view.tag || e.tag === view.tag) &&
      (!view.method || e.method === view.method) &&
      (!needle || foldSearchText(`${e.path} ${e.summary ?? ''}`).includes(needle)),
  );

  const columns = useMemo<TDataTableColumn<TApiEndpoint>[]>(
    () => [
      {
        id: 'path',
        header: t('apiEndpoints.columns.path'),
        canHide: false,
        className: 'min-w-80',
        sortValue: (e) => e.path,
        cell: (e) => (
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={METHOD_VARIANT[e.method]} className="font-mono">
              {e.method}
            </Badge>
            <code className="font-mono text-sm wrap-anywhere text-slate-900">{e.path}</code>
          </span>
        ),
      },
      {
        id: 'area',
        header: t('apiEndpoints.columns.area'),
        sortValue: (e) => areaName(t, e.tag),
        cell: (e) => areaName(t, e.tag),
      },
      {
        id: 'description',
        header: t('apiEndpoints.columns.description'),
        cell: (e) => (
          <span className="text-sm text-slate-700">
            {/* The technical reference's own words (English), as in /api/docs. */}
            <span lang="en">{e.summary ?? '—'}</span>
            {e.kind !== 'json' && (
              <Badge variant="neutral" className="ml-2">
                {t(`apiEndpoints.kinds.${e.kind}`)}
              </Badge>
            )}
          </span>
        ),
      },
      {
        id: 'access',
        header: t('apiEndpoints.columns.access'),
        sortValue: (e) => accessText(t, e.access),
        cell: (e) => <span className="text-sm">{accessText(t, e.access)}</span>,
      },
    ],
    [t],
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('apiEndpoints.description')}
        actions={
          <Button asChild variant="outline">
            <a href="/api/docs" target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('apiEndpoints.openDocs')}
            </a>
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <search
          aria-label={t('apiEndpoints.search')}
          className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
        >
          <SearchField label={t('apiEndpoints.search')} value={searchText} onChange={setSearchText} />
          <div className="grid gap-1.5">
            <Label htmlFor={areaFilterId}>{t('apiEndpoints.area')}</Label>
            <Select id={areaFilterId} value={view.tag} onChange={(event) => setView({ tag: event.target.value })}>
              <option value="">{t('apiEndpoints.allAreas')}</option>
              {tags
                .map((tag) => [tag, areaOf(tag)] as const)
                .sort((a, b) => a[1].localeCompare(b[1]))
                .map(([tag, label]) => (
                  <option key={tag} value={tag}>
                    {label}
                  </option>
                ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={methodFilterId}>{t('apiEndpoints.method')}</Label>
            <Select id={methodFilterId} value={view.method} onChange={(event) => setView({ method: event.target.value })}>
              <option value="">{t('apiEndpoints.allMethods')}</option>
              {METHODS.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </Select>
          </div>
        </search>
      </Card>
      <Card>
        <DataTable
          id="api-endpoints"
          label={t('shell:settingsPages.apiEndpoints')}
          columns={columns}
          rows={rows}
          getRowId={(e) => `${e.method} ${e.path}`}
          {...tableQueryProps(list)}
          icon={Plug}
          loadingLabel={t('apiEndpoints.loading')}
          errorTitle={t('apiEndpoints.loadFailed')}
          empty={{ title: t('apiEndpoints.empty') }}
          toolbar={<span className="text-sm text-slate-600">{t('apiEndpoints.summary', { count: rows.length })}</span>}
          {...tableSortProps(view, setView)}
        />
      </Card>
    </div>
  );
};
