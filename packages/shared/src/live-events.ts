// Live updates (GET /api/events): what one event says, and which permission lets a user receive events of a type.
import { RESOURCES, type TResource, type TSystemLogAction, type TSystemLogEntityType } from './enums';

/** One server-sent event: a change to an entity. entityId is null when the receiver may not know which row changed. */
export type TLiveEvent = {
  id: string;
  entityType: TSystemLogEntityType;
  entityId: string | null;
  action: TSystemLogAction;
};

/** SSE event names: 'change' carries a TLiveEvent; 'resync' says too much was missed, refetch everything. */
export const LIVE_EVENT_NAMES = { change: 'change', resync: 'resync' } as const;

type TOwnResourceType = Extract<TSystemLogEntityType, TResource>;

/**
 * The resource of an entity type that is not itself a resource (TypeScript requires every one), or that is one but is
 * guarded by another. An entity type named like a resource (vehicles, invoicing-payments …) needs no line here.
 */
const OTHER_RESOURCE: Record<Exclude<TSystemLogEntityType, TResource>, TResource> & Partial<Record<TOwnResourceType, TResource>> = {
  auth: 'users',
  'webrtc-settings': 'companies',
  'user-access': 'roles',
  'user-documents': 'users',
  'user-memos': 'users',
  'banned-posts': 'users',
  'face-recognition': 'users',
  files: 'users',
  absences: 'users',
  'absence-categories': 'settings',
  'payroll-profile-types': 'settings',
  'payroll-holidays': 'payroll',
  shifts: 'rosters',
  sms: 'users',
  /** Delivered only to the channel's members, one event each (entityId is the member's user id): platform/events/visibility.ts. */
  chat: 'dashboard',
  devices: 'attendance',
  incidents: 'novelties-incidents',
  'task-groups': 'tasks',
  'user-groups': 'tasks',
  opportunities: 'create-opportunities',
  /** Delivered only to the recipient (entityId is the recipient's user id): see platform/events/visibility.ts. */
  notifications: 'dashboard',
  system: 'settings',
};

const isResource = (value: string): value is TResource => (RESOURCES as readonly string[]).includes(value);

/** A user receives events of an entity type only with view permission on this resource (and within their tenant). */
export const liveEventResource = (entityType: TSystemLogEntityType): TResource => {
  const other = (OTHER_RESOURCE as Partial<Record<TSystemLogEntityType, TResource>>)[entityType];
  if (other) return other;
  if (isResource(entityType)) return entityType;
  throw new Error(`no resource for entity type ${entityType}`);
};
