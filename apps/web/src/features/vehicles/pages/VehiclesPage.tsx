// /vehicles: the company's fleet — search, service and document-expiry filters, paging; a vehicle opens in a dialog
// (?vehicle=…&tab=…) with its data, images (at most 10), documents, assignment, mileage and fuel, inspections.
// Only company staff see vehicles (vehicles.policy.ts on the server).
import { can, DEFAULT_PAGE_SIZE } from '@centinela/shared';
import type { TVehicle } from '@centinela/shared/contracts/vehicles';
import { Car, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, deleteMessages, useRowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/Label';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { Select } from '@/components/ui/Select';
import { useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatNumber } from '@/lib/format';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { EXPIRY_VARIANT } from '../components/VehicleFilesSection';
import { VehicleDetailDialog } from '../components/VehicleDetailDialog';
import { VehicleForm } from '../components/VehicleForm';
import { useVehicleActions, useVehiclesPage } from '../hooks/useVehicles';

/** The fleet list's columns. */
const useVehicleColumns = () => {
  const { t } = useTranslation(['vehicles', 'common']);
  const { language } = useLanguage();
  return useMemo<TDataTableColumn<TVehicle>[]>(
    () => [
      {
        id: 'plate',
        header: t('columns.vehicle'),
        canHide: false,
        sortValue: (v) => v.licensePlate,
        cell: (v) => (
          <>
            <div className="font-medium text-slate-900">{v.licensePlate}</div>
            <div className="text-xs text-slate-600">{[v.brand, v.model, v.year, v.color].filter(Boolean).join(' · ')}</div>
          </>
        ),
      },
      {
        id: 'vin',
        header: t('columns.vin'),
        sortValue: (v) => v.vinNumber ?? '',
        cell: (v) => <span className="font-mono text-xs">{v.vinNumber ?? '—'}</span>,
      },
      {
        id: 'assigned',
        header: t('columns.assigned'),
        sortValue: (v) => v.assignedPostName ?? v.assignedGuardName ?? '',
        cell: (v) =>
          [v.assignedPostName, v.assignedGuardName].filter(Boolean).join(' · ') || (
            <span className="text-slate-600">{t('assignment.none')}</span>
          ),
      },
      {
        id: 'odometer',
        header: t('columns.odometer'),
        sortValue: (v) => v.odometer ?? -1,
        cell: (v) => (v.odometer === null ? '—' : formatNumber(v.odometer, language)),
      },
      {
        id: 'service',
        header: t('columns.service'),
        sortValue: (v) => (v.isOutOfService ? 0 : 1),
        cell: (v) =>
          v.isOutOfService ? (
            <Badge variant="danger">{t('service.defects', { count: v.openDefects })}</Badge>
          ) : (
            <Badge variant="success">{t('service.in_service')}</Badge>
          ),
      },
      {
        id: 'documents',
        header: t('columns.documents'),
        sortValue: (v) => v.nextExpiryDate ?? '9999',
        cell: (v) =>
          v.documentExpiry === 'none' ? (
            <span className="text-slate-600">{t('expiry.none')}</span>
          ) : (
            <Badge variant={EXPIRY_VARIANT[v.documentExpiry]}>
              {t(`expiryOn.${v.documentExpiry}`, { date: formatDay(v.nextExpiryDate, language) })}
            </Badge>
          ),
      },
      { id: 'images', header: t('columns.images'), isHiddenByDefault: true, sortValue: (v) => v.imageCount, cell: (v) => v.imageCount },
    ],
    [t, language],
  );
};

export const VehiclesPage = () => {
  const { t } = useTranslation(['vehicles', 'common']);
  const { subject } = useSession();
  const serviceId = useId();
  const expiryId = useId();
  const [view, setView] = useUrlState({
    search: '',
    service: '',
    expiry: '',
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: '',
    order: 'asc',
    vehicle: '',
    tab: 'data',
  });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const [isCreating, setIsCreating] = useState(false);
  const rowAction = useRowAction();
  const list = useVehiclesPage({ search: view.search, service: view.service, expiry: view.expiry }, view.page, view.pageSize);
  const { remove } = useVehicleActions();
  const canAdd = can(subject, 'add', 'vehicles');
  const items = list.data?.items ?? [];

  const destroy = (vehicle: TVehicle) =>
    rowAction.run(vehicle.id, () => remove.mutateAsync(vehicle.id), deleteMessages(t, { plate: vehicle.licensePlate }));

  const columns = useVehicleColumns();

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          canAdd && (
            <Button onClick={() => setIsCreating(true)}>
              <Plus aria-hidden="true" />
              {t('actions.add')}
            </Button>
          )
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={serviceId}>{t('filters.service')}</Label>
            <Select id={serviceId} value={view.service} onChange={(event) => setView({ service: event.target.value })}>
              <option value="">{t('filters.all')}</option>
              <option value="in_service">{t('service.in_service')}</option>
              <option value="out_of_service">{t('service.out_of_service')}</option>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={expiryId}>{t('filters.documents')}</Label>
            <Select id={expiryId} value={view.expiry} onChange={(event) => setView({ expiry: event.target.value })}>
              <option value="">{t('filters.all')}</option>
              <option value="expiring">{t('filters.expiring')}</option>
              <option value="expired">{t('filters.expired')}</option>
            </Select>
          </div>
        </search>
      </Card>
      <Card>
        <DataTable
          id="vehicles"
          label={t('table.label')}
          columns={columns}
          rows={items}
          getRowId={(v) => v.id}
          {...tableQueryProps(list)}
          icon={Car}
          loadingLabel={t('states.loading')}
          errorTitle={t('states.fetchFailed')}
          empty={{ title: t('states.empty'), description: canAdd ? t('states.emptyHint') : undefined }}
          {...tableSortProps(view, setView)}
          rowActions={(v) => (
            <RowActions
              name={v.licensePlate}
              isBusy={rowAction.busyId === v.id}
              edit={{ canEdit: v.can.update, onClick: () => setView({ vehicle: v.id, tab: 'data' }) }}
              remove={v.can.delete && { onClick: () => void destroy(v) }}
            />
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
      </Card>
      <FormDialog
        open={isCreating}
        onClose={() => setIsCreating(false)}
        title={t('editor.createTitle')}
        description={t('editor.createDescription')}
        className="max-w-2xl"
      >
        {isCreating && (
          <VehicleForm
            onSaved={(vehicle) => {
              setIsCreating(false);
              setView({ vehicle: vehicle.id, tab: 'images' });
            }}
            onCancel={() => setIsCreating(false)}
          />
        )}
      </FormDialog>
      <VehicleDetailDialog
        vehicleId={view.vehicle || null}
        tab={view.tab}
        onTabChange={(tab) => setView({ tab })}
        onClose={() => setView({ vehicle: '', tab: 'data' })}
      />
    </div>
  );
};
