// i18n keys of the resources and actions of the permission matrix, checked against the catalog by TypeScript.
import type { TAction, TResource } from '@centinela/shared';
import type { TNsKey } from '@/i18n/keys';

export const ACTION_LABEL_KEYS: Record<TAction, TNsKey<'roles'>> = {
  view: 'roles:permissionActions.view',
  edit: 'roles:permissionActions.edit',
  add: 'roles:permissionActions.add',
  delete: 'roles:permissionActions.delete',
};

/**
 * A resource's label key: `roles:resources.<resource>`. TypeScript checks the template against the catalog's keys, so
 * a resource added to RESOURCES without its label in roles.json fails the typecheck (no list to keep here).
 */
export const resourceLabelKey = (resource: TResource): TNsKey<'roles'> => `roles:resources.${resource}`;
