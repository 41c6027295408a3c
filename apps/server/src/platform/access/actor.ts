// The signed-in user as services see it: identity, tenant and the permissions can() checks.
import { type TAccessSubject, type TAction, type TLanguage, type TResource, type TRole, can, hasFullAccess } from '@centinela/shared';
import { Forbidden } from '../errors';

export type TActor = {
  userId: string;
  sessionId: string;
  email: string;
  role: TRole;
  companyId: string;
  customerId: string | null;
  /** Superadmin or the built-in admin: sees every tenant. */
  isPlatformAdmin: boolean;
  subject: TAccessSubject;
  /** The request's language (?lang=, else Accept-Language, else es): names sort in its collation (decision 0015). */
  language?: TLanguage;
};

export const actorCan = (actor: TActor, action: TAction, resource: TResource) => can(actor.subject, action, resource);

export const assertCan = (actor: TActor, action: TAction, resource: TResource) => {
  if (!actorCan(actor, action, resource)) throw Forbidden();
};

export const isPlatformAdminSubject = (subject: TAccessSubject) => hasFullAccess(subject);
