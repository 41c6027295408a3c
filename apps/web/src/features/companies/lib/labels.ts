// i18n keys of the companies area's closed lists, written out so the catalog test can check each one.
import type { TStatusFilter } from '@centinela/shared/contracts/companies';
import type { TNsKey } from '@/i18n/keys';

export const STATUS_FILTER_KEYS: Record<TStatusFilter, TNsKey<'companies'>> = {
  active: 'companies:filters.statusActive',
  inactive: 'companies:filters.statusInactive',
  all: 'companies:filters.statusAll',
};
