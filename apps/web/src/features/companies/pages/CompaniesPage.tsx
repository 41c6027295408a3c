// /companies: the security companies (a company admin sees their own; platform superadmins all of them),
// with search, status filter, paging, the editor and (superadmin) deactivation with its impact.
import { can, DEFAULT_PAGE_SIZE } from '@centinela/shared';
import type { TCompany, TStatusFilter } from '@centinela/shared/contracts/companies';
import { Building2, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmAction } from '@/components/ui/AlertDialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Select } from '@/components/ui/Select';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { formatPhone } from '@centinela/shared';
import { CompanyEditorDialog, type TCompanyEditorTarget } from '../components/CompanyEditorDialog';
import { fetchCompanyImpact, useCompaniesPage, useSetCompanyActive } from '../hooks/useCompanies';
import { STATUS_FILTER_KEYS } from '../lib/labels';
import { isPlatformAdmin } from '../lib/platform';
import { useDebounced } from '../lib/useDebounced';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';

export const CompaniesPage = () => {
  const { t } = useTranslation('companies');
  const { subject } = useSession();
  const statusId = useId();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<TStatusFilter>('active');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [editor, setEditor] = useState<TCompanyEditorTarget | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const search = useDebounced(searchText);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts again at page 1
  useEffect(() => setPage(1), [search, status]);

  const list = useCompaniesPage({ search, status }, page, pageSize);
  const setActive = useSetCompanyActive();
  const isSuperadmin = isPlatformAdmin(subject);
  const canEdit = can(subject, 'edit', 'companies');

  const deactivate = async (company: TCompany) => {
    setBusyId(company.id);
    try {
      const impact = await fetchCompanyImpact(company.id);
      const isInUse = Object.values(impact).some((n) => n > 0);
      const isConfirmed = await confirmAction({
        title: t('deactivate.title', { name: company.name }),
        description: isInUse
          ? `${t('deactivate.impact', {
              users: impact.activeUsers,
              posts: impact.activePosts,
              rosters: impact.activeRosters,
              customers: impact.activeCustomerCompanies,
            })} ${t('deactivate.consequence')}`
          : t('deactivate.unused'),
        confirmLabel: t('actions.deactivate'),
      });
      if (!isConfirmed) return;
      await setActive.mutateAsync({ id: company.id, isActive: false });
      toast.success(t('toasts.deactivated'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.statusFailed')) });
    } finally {
      setBusyId(null);
    }
  };

  const activate = async (company: TCompany) => {
    setBusyId(company.id);
    try {
      await setActive.mutateAsync({ id: company.id, isActive: true });
      toast.success(t('toasts.activated'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.statusFailed')) });
    } finally {
      setBusyId(null);
    }
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const renderBody = () => {
    if (list.isPending) return <LoadingState label={t('states.loading')} />;
    if (list.isError) {
      return <ErrorState icon={Building2} title={t('states.fetchFailed')} error={list.error} onRetry={() => list.refetch()} />;
    }
    if (items.length === 0) {
      return <EmptyState icon={Building2} title={t('states.empty')} description={search ? t('states.emptySearch') : undefined} />;
    }
    return (
      <Table aria-busy={list.isFetching}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.name')}</TableHead>
            <TableHead>{t('columns.contact')}</TableHead>
            <TableHead>{t('columns.timeZone')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
            <TableHead className="text-right">{t('columns.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((company) => (
            <TableRow key={company.id}>
              <TableCell>
                <div className="font-medium text-slate-900">{company.name}</div>
                {company.legalName && <div className="text-xs text-slate-600">{company.legalName}</div>}
              </TableCell>
              <TableCell>
                <div>{formatPhone(company.phone) || '—'}</div>
                {company.email && <div className="text-xs text-slate-600">{company.email}</div>}
              </TableCell>
              <TableCell>
                <div>{timeZoneLabel(company.timeZone)}</div>
                <div className="text-xs text-slate-600">{t(`common:language.names.${company.defaultLanguage}`)}</div>
              </TableCell>
              <TableCell>
                <Badge variant={company.isActive ? 'success' : 'neutral'}>
                  {company.isActive ? t('common:status.active') : t('common:status.inactive')}
                </Badge>
              </TableCell>
              <TableCell>
                <RowActions
                  className="flex-nowrap"
                  name={company.name}
                  isBusy={busyId === company.id}
                  edit={{ canEdit, onClick: () => setEditor({ mode: 'edit', company }) }}
                  toggle={
                    isSuperadmin && {
                      isActive: company.isActive,
                      activateAs: 'reactivate',
                      onClick: () => void (company.isActive ? deactivate(company) : activate(company)),
                    }
                  }
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={isSuperadmin ? t('page.descriptionPlatform') : t('page.description')}
        actions={
          isSuperadmin && (
            <Button onClick={() => setEditor({ mode: 'create' })}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={statusId}>{t('filters.status')}</Label>
            <Select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as TStatusFilter)}>
              {(Object.keys(STATUS_FILTER_KEYS) as TStatusFilter[]).map((value) => (
                <option key={value} value={value}>
                  {t(STATUS_FILTER_KEYS[value])}
                </option>
              ))}
            </Select>
          </div>
        </search>
      </Card>
      <Card>
        {renderBody()}
        {total > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Card>
      <CompanyEditorDialog target={editor} canEdit={canEdit} onClose={() => setEditor(null)} />
    </div>
  );
};
