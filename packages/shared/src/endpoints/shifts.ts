// Endpoints of the shifts board (spec /shifts-dashboard): occurrences of a day, absences, presence, coverage
// candidates, cover, open, offers and their acceptance. Schemas: contracts/shifts.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZConfirmPresence,
  ZCoverageCandidates,
  ZCoverageCandidatesQuery,
  ZCoverOccurrence,
  ZCreateOffers,
  ZMarkAbsent,
  ZOccurrenceParams,
  ZOpenOccurrence,
  ZShiftBoard,
  ZShiftBoardQuery,
  ZShiftOccurrence,
  ZShiftOffer,
} from '../contracts/shifts';
import { ZMyShifts, ZMyShiftsQuery } from '../contracts/my-work';
import { defineEndpoint } from './define';

const tag = 'shifts';
const view = { action: 'view', resource: 'shifts-dashboard' } as const;
const edit = { action: 'edit', resource: 'shifts-dashboard' } as const;

export const board = defineEndpoint({
  method: 'GET',
  path: '/api/shifts',
  tag,
  access: view,
  summary: "Every shift occurrence of a day (the company's time zone) with its guards, staffing state and counts",
  query: ZShiftBoardQuery,
  response: ZShiftBoard,
});

export const markAbsent = defineEndpoint({
  method: 'POST',
  path: '/api/shifts/:occurrenceId/absences',
  tag,
  access: edit,
  summary: 'Mark a guard of the occurrence absent (the shift information comes from the occurrence)',
  params: ZOccurrenceParams,
  body: ZMarkAbsent,
  status: 201,
  response: ZShiftOccurrence,
  errors: [400, 404],
});

export const confirmPresence = defineEndpoint({
  method: 'POST',
  path: '/api/shifts/:occurrenceId/presence',
  tag,
  access: edit,
  summary: 'Confirm by hand that a guard of the occurrence is present',
  params: ZOccurrenceParams,
  body: ZConfirmPresence,
  response: ZShiftOccurrence,
  errors: [400, 404],
});

export const candidates = defineEndpoint({
  method: 'GET',
  path: '/api/shifts/:occurrenceId/candidates',
  tag,
  access: edit,
  summary: 'Guards who could cover the occurrence, ranked, each with the reasons of its place',
  params: ZOccurrenceParams,
  query: ZCoverageCandidatesQuery,
  response: ZCoverageCandidates,
  errors: [404],
});

export const cover = defineEndpoint({
  method: 'POST',
  path: '/api/shifts/:occurrenceId/cover',
  tag,
  access: edit,
  summary: "Assign a guard to this occurrence only (the roster's weekly pattern is unchanged); logged as a cover action",
  params: ZOccurrenceParams,
  body: ZCoverOccurrence,
  response: ZShiftOccurrence,
  errors: [400, 404, 409],
});

export const open = defineEndpoint({
  method: 'POST',
  path: '/api/shifts/:occurrenceId/open',
  tag,
  access: edit,
  summary: 'Take a guard off this occurrence only, with a reason; logged as an open action',
  params: ZOccurrenceParams,
  body: ZOpenOccurrence,
  response: ZShiftOccurrence,
  errors: [400, 404],
});

export const createOffers = defineEndpoint({
  method: 'POST',
  path: '/api/shifts/:occurrenceId/offers',
  tag,
  access: edit,
  summary: 'Offer the open occurrence to several guards; the first to accept gets it',
  params: ZOccurrenceParams,
  body: ZCreateOffers,
  status: 201,
  response: ZShiftOffer,
  errors: [400, 404, 409],
});

export const myOffers = defineEndpoint({
  method: 'GET',
  path: '/api/shift-offers',
  tag,
  access: 'signed-in',
  summary: 'Open offers made to the signed-in guard',
  response: z.array(ZShiftOffer),
});

export const acceptOffer = defineEndpoint({
  method: 'POST',
  path: '/api/shift-offers/:id/accept',
  tag,
  access: 'signed-in',
  summary: 'Accept an offer (the signed-in guard); exactly one guard wins',
  params: ZIdParams,
  response: ZShiftOffer,
  errors: [404, 409],
});

/** Signed-in security guards only (the service refuses anyone else, 403): the session user's own occurrences. */
export const mine = defineEndpoint({
  method: 'GET',
  path: '/api/me/shifts',
  tag,
  access: 'signed-in',
  summary: "The signed-in guard's upcoming shifts from today: weekly pattern with the board's covers and openings, absences marked",
  query: ZMyShiftsQuery,
  response: ZMyShifts,
  errors: [403],
});
