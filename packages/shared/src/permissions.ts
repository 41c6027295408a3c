// can(subject, action, resource): spec section 6, used by the server on every route and by the UI to hide what a user may not do.
import { ALWAYS_VISIBLE_RESOURCES, type TAction, type TResource, type TRole } from './enums';

export type TPermissionMatrix = Partial<Record<TAction, readonly string[]>>;

export type TAccessRoleRecord = {
  isActive: boolean;
  isSuperadmin: boolean;
  permissions: TPermissionMatrix;
};

export type TPermissionOverride = {
  action: TAction;
  resource: string;
  effect: 'grant' | 'revoke';
};

export type TAccessSubject = {
  role: TRole;
  email: string;
  /** True when the email is the configured built-in admin address (computed by the server). */
  isBuiltInAdmin: boolean;
  /** Role records of the user's company that apply to this user. */
  roleRecords: readonly TAccessRoleRecord[];
  overrides: readonly TPermissionOverride[];
};

/** Turns the session user (the shape of ZSessionUser) into the subject that can() checks. */
export const toAccessSubject = (user: {
  role: TRole;
  email: string;
  access: { isBuiltInAdmin: boolean; roleRecords: readonly TAccessRoleRecord[]; overrides: readonly TPermissionOverride[] };
}): TAccessSubject => ({
  role: user.role,
  email: user.email,
  isBuiltInAdmin: user.access.isBuiltInAdmin,
  roleRecords: user.access.roleRecords,
  overrides: user.access.overrides,
});

export const hasFullAccess = (subject: TAccessSubject): boolean => subject.role === 'superadmin' || subject.isBuiltInAdmin;

export const can = (subject: TAccessSubject | null | undefined, action: TAction, resource: TResource): boolean => {
  if (!subject) return false;
  if (hasFullAccess(subject)) return true;
  if (action === 'view' && ALWAYS_VISIBLE_RESOURCES.includes(resource)) return true;

  const override = subject.overrides.find((o) => o.action === action && o.resource === resource);
  if (override) return override.effect === 'grant';

  for (const record of subject.roleRecords) {
    if (!record.isActive) continue;
    if (record.isSuperadmin) return true;
    if (record.permissions[action]?.includes(resource)) return true;
  }
  return false;
};
