// Contacts (spec "Phone dialog (PBX)"): the built-in 911, 101 and 100, then the companies, customer companies and users
// the caller may see (the directory endpoints, read when the tab opens; a list the caller may not read is left out).
import { can } from '@centinela/shared';
import * as companiesApi from '@centinela/shared/endpoints/companies';
import { foldSearchText } from '@centinela/shared/rules/search-text';
import * as customerCompaniesApi from '@centinela/shared/endpoints/customer-companies';
import * as usersApi from '@centinela/shared/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { Building2, Phone, ShieldAlert, User } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { SearchField } from '@/components/ui/SearchField';
import { useSession } from '@/features/auth/hooks/useSession';
import { apiQuery } from '@/lib/api-client';
import { formatPhoneDisplay } from '@/lib/format';
import { buildDirectory, type TContactKind } from '../lib/directory';
import { placeCall } from '../lib/phone-store';

const ICONS: Record<TContactKind, typeof Phone> = { builtIn: ShieldAlert, company: Building2, customer: Building2, user: User };

export const ContactsTab = () => {
  const { t } = useTranslation(['phone']);
  const { subject } = useSession();
  const [search, setSearch] = useState('');
  const companies = useQuery(apiQuery(companiesApi.directory));
  const customers = useQuery({
    ...apiQuery(customerCompaniesApi.directory, { query: {} }),
    enabled: Boolean(subject && can(subject, 'view', 'customer-companies')),
  });
  const users = useQuery(apiQuery(usersApi.directory));
  const contacts = useMemo(
    () => buildDirectory({ companies: companies.data, customers: customers.data, users: users.data }, (key) => t(key)),
    [companies.data, customers.data, users.data, t],
  );
  const shown = search
    ? contacts.filter((c) => foldSearchText(`${c.name} ${c.number} ${c.detail ?? ''}`).includes(foldSearchText(search)))
    : contacts;
  return (
    <div className="grid gap-3">
      <SearchField label={t('contacts.search')} value={search} onChange={setSearch} />
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" aria-label={t('tabs.contacts')}>
        {shown.map((contact) => {
          const Icon = ICONS[contact.kind];
          return (
            <li key={contact.id} className="flex items-center gap-3 px-3 py-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{contact.name}</p>
                <p className="truncate text-xs text-slate-600">
                  {contact.number.startsWith('ext-') || contact.kind === 'builtIn' ? contact.number : formatPhoneDisplay(contact.number)}
                  {contact.detail && <span> · {contact.detail}</span>}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('contacts.callWho', { name: contact.name })}
                onClick={() => placeCall(contact.number, contact.name)}
              >
                <Phone aria-hidden="true" />
              </Button>
            </li>
          );
        })}
        {shown.length === 0 && <li className="px-3 py-4 text-center text-sm text-slate-600">{t('contacts.none')}</li>}
      </ul>
    </div>
  );
};
