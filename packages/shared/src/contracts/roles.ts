// Role records (spec sections 3 "Role record", 6, 7) and a user's access (assigned record + overrides).
import { z } from 'zod';
import { ACTIONS, RESOURCES, ROLES, type TAction, type TResource } from '../enums';
import type { TPermissionMatrix } from '../permissions';
import { nonEmptyUpdate, ZId, ZOptionalText, ZRequiredText } from './common';

/** Roles a record can be the company default for (superadmins need no record). */
export const DEFAULT_ROLE_TARGETS = ['security_company_admin', 'customer_company_admin', 'security_guard'] as const;
export type TDefaultRoleTarget = (typeof DEFAULT_ROLE_TARGETS)[number];

const ZResourceList = z
  .array(z.enum(RESOURCES))
  .max(RESOURCES.length * 2)
  .transform((list) => [...new Set(list)]);

/** view/edit/add/delete → resources; every resource must be one of RESOURCES. */
export const ZPermissionMatrixInput = z.object({
  view: ZResourceList.optional(),
  edit: ZResourceList.optional(),
  add: ZResourceList.optional(),
  delete: ZResourceList.optional(),
});
export type TPermissionMatrixInput = z.input<typeof ZPermissionMatrixInput>;

export const ZPermissionMatrixOut = z.object({
  view: z.array(z.string()),
  edit: z.array(z.string()),
  add: z.array(z.string()),
  delete: z.array(z.string()),
});

/**
 * What the viewer may do with one role record (roles.policy.ts decides; the UI shows only what is true here).
 * A superadmin record is the platform superadmins' alone. `activate` is false when the record would hand out
 * permissions the viewer lacks. `delete` is the right to try: a record still assigned (or the default of users)
 * answers 409 with the counts, which the page explains.
 */
export const ZRoleCan = z.object({ update: z.boolean(), activate: z.boolean(), deactivate: z.boolean(), delete: z.boolean() });
export type TRoleCan = z.infer<typeof ZRoleCan>;

export const ZRoleRecord = z.object({
  id: ZId,
  companyId: ZId,
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  isSuperadmin: z.boolean(),
  defaultForRole: z.enum(DEFAULT_ROLE_TARGETS).nullable(),
  permissions: ZPermissionMatrixOut,
  /** Users the record is assigned to explicitly. */
  assignedUsers: z.number().int(),
  /** Users of the default role who have no record of their own (the record applies to them by default). */
  defaultUsers: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZRoleCan,
});
export type TRoleRecord = z.infer<typeof ZRoleRecord>;

export const ZRoleListQuery = z.object({ companyId: ZId.optional() });

/** Every editable field; the form uses this schema as it is. */
export const ZRoleFields = z.object({
  name: ZRequiredText(80),
  description: ZOptionalText(500),
  isActive: z.boolean(),
  isSuperadmin: z.boolean(),
  defaultForRole: z.enum(DEFAULT_ROLE_TARGETS).nullable(),
  permissions: ZPermissionMatrixInput,
});
export type TRoleFields = z.input<typeof ZRoleFields>;

/** POST /api/roles: platform admins name the company; others create in their own. */
export const ZCreateRole = ZRoleFields.partial().extend({
  name: ZRequiredText(80),
  companyId: ZId.optional(),
});
export type TCreateRole = z.input<typeof ZCreateRole>;

/** PUT /api/roles/:id: only the fields sent change. */
export const ZUpdateRole = nonEmptyUpdate(ZRoleFields.partial());
export type TUpdateRole = z.input<typeof ZUpdateRole>;

/** A user as the roles page lists them (assigned users, assignable users). */
export const ZRoleMember = z.object({
  id: ZId,
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  roleRecordId: ZId.nullable(),
  stillEmployed: z.boolean(),
});
export type TRoleMember = z.infer<typeof ZRoleMember>;

export const ZAssignableUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZPermissionOverride = z.object({
  action: z.enum(ACTIONS),
  resource: z.enum(RESOURCES),
  effect: z.enum(['grant', 'revoke']),
});
export type TPermissionOverrideInput = z.infer<typeof ZPermissionOverride>;

/** GET /api/users/:id/access */
export const ZUserAccess = z.object({
  userId: ZId,
  companyId: ZId,
  role: z.enum(ROLES),
  /** The record assigned to the user explicitly, or null. */
  roleRecordId: ZId.nullable(),
  /** The company's default record for the user's role: applies when roleRecordId is null. */
  defaultRoleRecordId: ZId.nullable(),
  overrides: z.array(ZPermissionOverride),
});
export type TUserAccess = z.infer<typeof ZUserAccess>;

/** PUT /api/users/:id/access: replaces the assigned record and the whole list of overrides. */
export const ZUpdateUserAccess = z.object({
  roleRecordId: ZId.nullable(),
  overrides: z
    .array(ZPermissionOverride)
    .max(ACTIONS.length * RESOURCES.length)
    .default([])
    .refine((list) => new Set(list.map((o) => `${o.action}:${o.resource}`)).size === list.length, {
      message: 'Each action and resource may appear once',
    }),
});
export type TUpdateUserAccess = z.input<typeof ZUpdateUserAccess>;

/** Normalises a stored matrix to the four actions, keeping only known resources. */
export const normaliseMatrix = (matrix: TPermissionMatrix | null | undefined): Record<TAction, TResource[]> => {
  const known = new Set<string>(RESOURCES);
  return Object.fromEntries(
    ACTIONS.map((action) => [action, [...new Set((matrix?.[action] ?? []).filter((r) => known.has(r)))] as TResource[]]),
  ) as Record<TAction, TResource[]>;
};
