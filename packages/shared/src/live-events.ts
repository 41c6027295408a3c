// Live updates (GET /api/events): what one event says, and which permission lets a user receive events of a type.
import type { TResource, TSystemLogAction, TSystemLogEntityType } from './enums';

/** One server-sent event: a change to an entity. entityId is null when the receiver may not know which row changed. */
export type TLiveEvent = {
  id: string;
  entityType: TSystemLogEntityType;
  entityId: string | null;
  action: TSystemLogAction;
};

/** SSE event names: 'change' carries a TLiveEvent; 'resync' says too much was missed, refetch everything. */
export const LIVE_EVENT_NAMES = { change: 'change', resync: 'resync' } as const;

/** A user receives events of an entity type only with view permission on this resource (and within their tenant). */
export const LIVE_EVENT_RESOURCE: Record<TSystemLogEntityType, TResource> = {
  auth: 'users',
  companies: 'companies',
  'webrtc-settings': 'companies',
  'customer-companies': 'customer-companies',
  roles: 'roles',
  'user-access': 'roles',
  users: 'users',
  'user-documents': 'users',
  'user-memos': 'users',
  'banned-posts': 'users',
  'face-recognition': 'users',
  files: 'users',
  absences: 'users',
  'absence-categories': 'settings',
  'payroll-profile-types': 'settings',
  payroll: 'payroll',
  'payroll-holidays': 'payroll',
  posts: 'posts',
  rosters: 'rosters',
  shifts: 'rosters',
  sms: 'users',
  /** Delivered only to the channel's members, one event each (entityId is the member's user id): platform/events/visibility.ts. */
  chat: 'dashboard',
  devices: 'attendance',
  attendance: 'attendance',
  vehicles: 'vehicles',
  'uniforms-accessories': 'uniforms-accessories',
  'emergency-directory': 'emergency-directory',
  protocols: 'protocols',
  wiki: 'wiki',
  incidents: 'novelties-incidents',
  tasks: 'tasks',
  'task-groups': 'tasks',
  'user-groups': 'tasks',
  opportunities: 'create-opportunities',
  /** Delivered only to the recipient (entityId is the recipient's user id): see platform/events/visibility.ts. */
  notifications: 'dashboard',
  settings: 'settings',
  system: 'settings',
};
