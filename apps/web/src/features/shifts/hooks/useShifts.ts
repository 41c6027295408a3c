// Queries and mutations of the shifts board through the typed client (endpoints/shifts.ts). Keys start with
// '/api/shifts', which live updates mark stale on shift, roster, absence and user changes (lib/live-updates.ts).
import type { TCreateOffers, TMarkAbsent, TOpenOccurrence, TShiftBoardQuery } from '@centinela/shared/contracts/shifts';
import * as shiftsApi from '@centinela/shared/endpoints/shifts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useShiftBoard = (query: TShiftBoardQuery) =>
  useQuery({ ...apiQuery(shiftsApi.board, { query }), placeholderData: keepPreviousData });

export const useCoverageCandidates = (occurrenceId: string | null) =>
  useQuery({
    ...apiQuery(shiftsApi.candidates, { params: { occurrenceId: occurrenceId ?? '' }, query: {} }),
    enabled: Boolean(occurrenceId),
  });

/** A write on an occurrence changes the board, the roster view, the reports and the guard's absences. */
const useOccurrenceMutation = <TInput>(write: (input: TInput) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateEntities(client, ['shifts', 'absences']),
  });
};

export const useMarkAbsent = () =>
  useOccurrenceMutation(({ occurrenceId, body }: { occurrenceId: string; body: TMarkAbsent }) =>
    callApi(shiftsApi.markAbsent, { params: { occurrenceId }, body }),
  );

export const useConfirmPresence = () =>
  useOccurrenceMutation(({ occurrenceId, guardId }: { occurrenceId: string; guardId: string }) =>
    callApi(shiftsApi.confirmPresence, { params: { occurrenceId }, body: { guardId } }),
  );

export const useCover = () =>
  useOccurrenceMutation(({ occurrenceId, guardId }: { occurrenceId: string; guardId: string }) =>
    callApi(shiftsApi.cover, { params: { occurrenceId }, body: { guardId } }),
  );

export const useOpenOccurrence = () =>
  useOccurrenceMutation(({ occurrenceId, body }: { occurrenceId: string; body: TOpenOccurrence }) =>
    callApi(shiftsApi.open, { params: { occurrenceId }, body }),
  );

export const useCreateOffers = () =>
  useOccurrenceMutation(({ occurrenceId, body }: { occurrenceId: string; body: TCreateOffers }) =>
    callApi(shiftsApi.createOffers, { params: { occurrenceId }, body }),
  );

/** Open offers made to the signed-in guard (empty for everyone else). */
export const useMyShiftOffers = () => useQuery(apiQuery(shiftsApi.myOffers));

/** Accept an offer: the first guard wins; the others (and a late click) get 409. */
export const useAcceptOffer = () => useOccurrenceMutation((offerId: string) => callApi(shiftsApi.acceptOffer, { params: { id: offerId } }));
