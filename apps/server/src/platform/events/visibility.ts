// Which events a signed-in user receives, and what of them: their tenant's changes, of entity types they may view.
// Users whose scope is narrower than the company (customer admins, guards) learn that a kind of entity changed but
// not which row, unless the row is their own user; the refetch that follows is scoped by the routes as always.
import { can, liveEventResource, type TLiveEvent } from '@centinela/shared';
import type { TActor } from '../access/actor';
import { isCompanyStaff } from '../access/policy';
import type { TDomainEvent } from './record';

export const liveEventFor = (actor: TActor, event: TDomainEvent): TLiveEvent | null => {
  const id = String(event.id);
  // A notification's event names its recipient (entityId = user id): nobody else hears of it, not even platform admins.
  if (event.entityType === 'notifications') {
    return event.entityId === actor.userId ? { id, entityType: event.entityType, entityId: event.entityId, action: event.action } : null;
  }
  // A chat event names one member of the channel (one event per member, modules/chat): only that member hears of it.
  if (event.entityType === 'chat') {
    return event.entityId === actor.userId ? { id, entityType: event.entityType, entityId: event.entityId, action: event.action } : null;
  }
  if (actor.isPlatformAdmin) return { id, entityType: event.entityType, entityId: event.entityId, action: event.action };
  if (event.companyId !== actor.companyId) return null;
  const isOwnUser = event.entityType === 'users' && event.entityId === actor.userId;
  if (!isOwnUser && !can(actor.subject, 'view', liveEventResource(event.entityType))) return null;
  return { id, entityType: event.entityType, entityId: isCompanyStaff(actor) || isOwnUser ? event.entityId : null, action: event.action };
};
