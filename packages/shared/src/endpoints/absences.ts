// Endpoints of absences (user editor, absences tab) and their categories (settings). Schemas: contracts/absences.ts.
import { z } from 'zod';
import {
  ZAbsence,
  ZAbsenceCategory,
  ZAbsenceCategoryQuery,
  ZAbsenceList,
  ZAbsenceShiftOption,
  ZCreateAbsence,
  ZCreateAbsenceCategory,
  ZUpdateAbsence,
  ZUpdateAbsenceCategory,
} from '../contracts/absences';
import { ZIdParams } from '../contracts/common';
import { defineEndpoint } from './define';

const tag = 'absences';
const viewUsers = { action: 'view', resource: 'users' } as const;
const editUsers = { action: 'edit', resource: 'users' } as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/absences',
  tag,
  access: viewUsers,
  summary: "A user's absences",
  params: ZIdParams,
  response: ZAbsenceList,
  errors: [404],
});

export const shiftOptions = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/absences/shift-options',
  tag,
  access: viewUsers,
  summary: 'The shifts an absence of this user may cover',
  params: ZIdParams,
  response: z.array(ZAbsenceShiftOption),
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/absences',
  summary: 'Marks an absence for a guard (category, dates, times, note)',
  tag,
  access: editUsers,
  params: ZIdParams,
  body: ZCreateAbsence,
  status: 201,
  response: ZAbsence,
  errors: [400, 404, 409],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/absences/:id',
  summary: "Changes an absence's category, dates, times or note",
  tag,
  access: editUsers,
  params: ZIdParams,
  body: ZUpdateAbsence,
  response: ZAbsence,
  errors: [400, 404, 409],
});

export const resolve = defineEndpoint({
  method: 'POST',
  path: '/api/absences/:id/resolve',
  tag,
  access: editUsers,
  summary: 'Marks the absence resolved',
  params: ZIdParams,
  response: ZAbsence,
  errors: [404, 409],
});

// Categories: every signed-in user of the company reads them (the absence form needs them); settings manage them.

export const categories = defineEndpoint({
  method: 'GET',
  path: '/api/absence-categories',
  tag,
  access: 'signed-in',
  summary: "The company's absence categories",
  query: ZAbsenceCategoryQuery,
  response: z.array(ZAbsenceCategory),
});

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/absence-categories',
  summary: 'Adds an absence category',
  tag,
  access: { action: 'add', resource: 'settings' },
  query: ZAbsenceCategoryQuery.pick({ companyId: true }),
  body: ZCreateAbsenceCategory,
  status: 201,
  response: ZAbsenceCategory,
  errors: [400, 409],
});

export const updateCategory = defineEndpoint({
  method: 'PUT',
  path: '/api/absence-categories/:id',
  summary: 'Changes an absence category',
  tag,
  access: { action: 'edit', resource: 'settings' },
  params: ZIdParams,
  body: ZUpdateAbsenceCategory,
  response: ZAbsenceCategory,
  errors: [400, 404, 409],
});

/** Signed-in security guards only (the service refuses anyone else, 403): the session user's own absences. */
export const mine = defineEndpoint({
  method: 'GET',
  path: '/api/me/absences',
  tag,
  access: 'signed-in',
  summary: "The signed-in guard's own absences (current and history), category and notes as a guard may read them",
  response: ZAbsenceList,
  errors: [403],
});
