// /emergency-directory: contacts of the company and of each post (police, fire, hospital, client contacts,
// supervisors) with their phones as tel: links; a post filter shows that post's directory, which prints on one sheet.
// Guards see their posts' directory and customer admins their customer's (the server's policy); only staff edit.
import { can } from '@centinela/shared';
import {
  EMERGENCY_CONTACT_KINDS,
  type TEmergencyContact,
  type TEmergencyContactKind,
} from '@centinela/shared/contracts/emergency-directory';
import { Plus, Printer, Siren } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, tableSortProps, deleteMessages, useRowAction } from '@/components/data-table';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { RowActions } from '@/components/ui/RowActions';
import { SearchField } from '@/components/ui/SearchField';
import { useSession } from '@/features/auth/hooks/useSession';
import { useUrlSearchText, useUrlState } from '@/lib/url-state';
import { ContactEditorDialog, type TContactEditorTarget } from '../components/ContactEditorDialog';
import { DirectoryPrintSheet } from '../components/DirectoryPrintSheet';
import { PhoneLinks } from '../components/PhoneLinks';
import { useDirectoryPosts, useEmergencyContactActions, useEmergencyContacts } from '../hooks/useEmergencyDirectory';

const KIND_VARIANT: Record<TEmergencyContactKind, 'danger' | 'warning' | 'default' | 'neutral' | 'success'> = {
  police: 'default',
  fire: 'danger',
  hospital: 'danger',
  client_contact: 'neutral',
  supervisor: 'success',
  other: 'neutral',
};

export const EmergencyDirectoryPage = () => {
  const { t } = useTranslation(['emergencyDirectory', 'common']);
  const { subject, company } = useSession();
  const [view, setView] = useUrlState({ postId: '', kind: '', search: '', sort: '', order: 'asc' });
  const [searchText, setSearchText] = useUrlSearchText(view.search, (search) => setView({ search }));
  const kind = view.kind as TEmergencyContactKind | '';
  const [editor, setEditor] = useState<TContactEditorTarget | null>(null);
  const rowAction = useRowAction();
  const posts = useDirectoryPosts();
  const list = useEmergencyContacts({ postId: view.postId, kind, search: view.search });
  const { remove } = useEmergencyContactActions();
  const canAdd = can(subject, 'add', 'emergency-directory');
  const contacts = list.data ?? [];
  const selectedPost = posts.data?.find((p) => p.id === view.postId);

  const destroy = (contact: TEmergencyContact) =>
    rowAction.run(contact.id, () => remove.mutateAsync(contact.id), deleteMessages(t, { name: contact.name }));

  const columns = useMemo<TDataTableColumn<TEmergencyContact>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        canHide: false,
        sortValue: (c) => c.name,
        cell: (c) => (
          <>
            <div className="font-medium text-slate-900">{c.name}</div>
            {c.notes && <div className="text-xs text-slate-600">{c.notes}</div>}
          </>
        ),
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        sortValue: (c) => t(`kinds.${c.kind}`),
        cell: (c) => <Badge variant={KIND_VARIANT[c.kind]}>{t(`kinds.${c.kind}`)}</Badge>,
      },
      { id: 'phones', header: t('columns.phones'), cell: (c) => <PhoneLinks phones={c.phones} name={c.name} /> },
      {
        id: 'post',
        header: t('columns.post'),
        sortValue: (c) => c.postName ?? '',
        cell: (c) => c.postName ?? <span className="text-slate-600">{t('wholeCompany')}</span>,
      },
    ],
    [t],
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('page.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => window.print()} disabled={contacts.length === 0}>
              <Printer aria-hidden="true" />
              {selectedPost ? t('actions.printPost', { name: selectedPost.name }) : t('actions.print')}
            </Button>
            {canAdd && (
              <Button onClick={() => setEditor({ mode: 'create', postId: view.postId })}>
                <Plus aria-hidden="true" />
                {t('actions.add')}
              </Button>
            )}
          </div>
        }
      />
      <Card className="mb-4 p-4">
        <search
          aria-label={t('filters.label')}
          className="grid items-end gap-4 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1.5fr)_minmax(0,1fr)]"
        >
          <SearchField
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <FilterSelect
            label={t('filters.post')}
            allLabel={t('filters.allPosts')}
            options={(posts.data ?? []).map((post) => ({ value: post.id, label: `${post.name} · ${post.customerCompanyName}` }))}
            value={view.postId}
            onChange={(postId) => setView({ postId })}
          />
          <FilterSelect
            label={t('filters.kind')}
            allLabel={t('filters.allKinds')}
            options={EMERGENCY_CONTACT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            value={kind}
            onChange={(value) => setView({ kind: value })}
          />
        </search>
        {view.postId && <p className="mt-3 text-sm text-slate-600">{t('filters.postHint')}</p>}
      </Card>
      <Card>
        <DataTable
          id="emergency-directory"
          label={t('table.label')}
          columns={columns}
          rows={contacts}
          getRowId={(c) => c.id}
          {...tableQueryProps(list)}
          icon={Siren}
          loadingLabel={t('states.loading')}
          errorTitle={t('states.fetchFailed')}
          empty={{ title: t('states.empty'), description: canAdd ? t('states.emptyHint') : undefined }}
          {...tableSortProps(view, setView)}
          rowActions={(c) => (
            <RowActions
              name={c.name}
              isBusy={rowAction.busyId === c.id}
              edit={c.can.update && { onClick: () => setEditor({ mode: 'edit', contact: c }) }}
              remove={c.can.delete && { onClick: () => void destroy(c) }}
            />
          )}
        />
      </Card>
      <DirectoryPrintSheet
        title={selectedPost ? `${selectedPost.name} · ${selectedPost.customerCompanyName}` : (company?.name ?? '')}
        contacts={contacts}
      />
      <ContactEditorDialog target={editor} onClose={() => setEditor(null)} />
    </div>
  );
};
