// Endpoints of the rosters area (spec: /rosters, /roster-view): rosters and their shifts' guards, guard availability,
// shift occurrences for the roster view, and a guard's current shift assignments. Schemas: contracts/rosters.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZAssignGuard,
  ZAvailability,
  ZAvailabilityQuery,
  ZCopyWeek,
  ZGuardShiftAssignment,
  ZOccurrenceQuery,
  ZOccurrences,
  ZRemoveGuard,
  ZRemoveGuardResult,
  ZRoster,
  ZRosterInput,
  ZRosterListQuery,
  ZShiftGuardParams,
  ZShiftParams,
} from '../contracts/rosters';
import { defineEndpoint } from './define';

const tag = 'rosters';
const view = { action: 'view', resource: 'rosters' } as const;
const edit = { action: 'edit', resource: 'rosters' } as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/rosters',
  tag,
  access: view,
  summary: 'Rosters in scope, filtered',
  query: ZRosterListQuery,
  response: z.array(ZRoster),
});

export const occurrences = defineEndpoint({
  method: 'GET',
  path: '/api/rosters/occurrences',
  tag,
  access: view,
  summary: 'Shift occurrences of a date range with their staffing (roster view)',
  query: ZOccurrenceQuery,
  response: ZOccurrences,
});

/** Availability reveals every guard's schedule and absences: schedulers only. */
export const availability = defineEndpoint({
  method: 'GET',
  path: '/api/rosters/availability',
  tag,
  access: edit,
  summary: "Every guard's availability for one shift of a post on a date",
  query: ZAvailabilityQuery,
  response: ZAvailability,
  errors: [404],
});

export const removeGuard = defineEndpoint({
  method: 'POST',
  path: '/api/rosters/remove-guard',
  tag,
  access: edit,
  summary: 'Takes a guard off every shift of every roster in scope',
  body: ZRemoveGuard,
  response: ZRemoveGuardResult,
  errors: [404],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/rosters/:id',
  summary: 'One roster with its shifts',
  tag,
  access: view,
  params: ZIdParams,
  response: ZRoster,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/rosters',
  summary: 'Creates a roster for a post',
  tag,
  access: { action: 'add', resource: 'rosters' },
  body: ZRosterInput,
  status: 201,
  response: ZRoster,
  errors: [400, 404, 409],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/rosters/:id',
  summary: 'Changes a roster and its shifts',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZRosterInput,
  response: ZRoster,
  errors: [400, 404, 409],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/rosters/:id',
  summary: 'Deletes a roster',
  tag,
  access: { action: 'delete', resource: 'rosters' },
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

export const copyWeek = defineEndpoint({
  method: 'POST',
  path: '/api/rosters/:id/copy-week',
  tag,
  access: edit,
  summary: "Copies the roster's week (shifts, optionally guards) onto another roster",
  params: ZIdParams,
  body: ZCopyWeek,
  response: ZRoster,
  errors: [400, 404, 409],
});

export const assignGuard = defineEndpoint({
  method: 'POST',
  path: '/api/rosters/:id/shifts/:shiftId/guards',
  tag,
  access: edit,
  summary: 'Assigns a guard to a shift (an override reason where a rule would refuse)',
  params: ZShiftParams,
  body: ZAssignGuard,
  response: ZRoster,
  errors: [400, 404, 409],
});

export const unassignGuard = defineEndpoint({
  method: 'DELETE',
  path: '/api/rosters/:id/shifts/:shiftId/guards/:guardId',
  summary: "Takes a guard off a roster's shift",
  tag,
  access: edit,
  params: ZShiftGuardParams,
  response: ZRoster,
  errors: [404],
});

/** Guards read their own; staff with users or rosters access read their tenant's guards (checked in the service). */
export const guardShiftAssignments = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/shift-assignments',
  tag,
  access: 'signed-in',
  summary: "A guard's current shift assignments",
  params: ZIdParams,
  response: z.array(ZGuardShiftAssignment),
  errors: [404],
});
