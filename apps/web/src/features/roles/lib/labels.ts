// i18n keys of the resources and actions of the permission matrix, written out so the catalog test can check each one.
import type { TAction, TResource } from '@centinela/shared';
import type { TNsKey } from '@/i18n/keys';

export const ACTION_LABEL_KEYS: Record<TAction, TNsKey<'roles'>> = {
  view: 'roles:permissionActions.view',
  edit: 'roles:permissionActions.edit',
  add: 'roles:permissionActions.add',
  delete: 'roles:permissionActions.delete',
};

export const RESOURCE_LABEL_KEYS: Record<TResource, TNsKey<'roles'>> = {
  dashboard: 'roles:resources.dashboard',
  users: 'roles:resources.users',
  companies: 'roles:resources.companies',
  'customer-companies': 'roles:resources.customer-companies',
  posts: 'roles:resources.posts',
  rosters: 'roles:resources.rosters',
  tasks: 'roles:resources.tasks',
  reports: 'roles:resources.reports',
  settings: 'roles:resources.settings',
  vehicles: 'roles:resources.vehicles',
  'uniforms-accessories': 'roles:resources.uniforms-accessories',
  'emergency-directory': 'roles:resources.emergency-directory',
  protocols: 'roles:resources.protocols',
  payroll: 'roles:resources.payroll',
  'invoicing-payments': 'roles:resources.invoicing-payments',
  'shifts-dashboard': 'roles:resources.shifts-dashboard',
  roles: 'roles:resources.roles',
  wiki: 'roles:resources.wiki',
  tutorial: 'roles:resources.tutorial',
  'data-sync': 'roles:resources.data-sync',
  'ai-smart-uploader': 'roles:resources.ai-smart-uploader',
  attendance: 'roles:resources.attendance',
  'create-opportunities': 'roles:resources.create-opportunities',
  'novelties-incidents': 'roles:resources.novelties-incidents',
};
