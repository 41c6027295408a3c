// Queries and mutations of opportunities, through the typed client (endpoints/opportunities.ts).
import type { TAssignOpportunityGuards, TOpportunityInput, TOpportunityListQuery } from '@centinela/shared/contracts/opportunities';
import * as opportunitiesApi from '@centinela/shared/endpoints/opportunities';
import * as customersApi from '@centinela/shared/endpoints/customer-companies';
import type { TOpportunityAction } from '@centinela/shared/rules/opportunity-workflow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useOpportunityList = (query: TOpportunityListQuery) =>
  useQuery({ ...apiQuery(opportunitiesApi.list, { query }), placeholderData: (previous) => previous });

export const useOpportunity = (id: string | null) =>
  useQuery({ ...apiQuery(opportunitiesApi.get, { params: { id: id ?? '' } }), enabled: Boolean(id) });

/** The guards' availability for the service's own dates and hours at a post (issue 29: no weekly roster shift). */
export const useOpportunityGuards = (id: string, postId: string) =>
  useQuery({
    ...apiQuery(opportunitiesApi.guards, { params: { id }, query: { postId } }),
    enabled: Boolean(postId),
    retry: false,
  });

export const useCustomerOptions = (enabled: boolean) => useQuery({ ...apiQuery(customersApi.directory, { query: {} }), enabled });

export const useOpportunityActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['opportunities']);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TOpportunityInput }) =>
        id ? callApi(opportunitiesApi.update, { params: { id }, body }) : callApi(opportunitiesApi.create, { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(opportunitiesApi.remove, { params: { id } }), onSuccess }),
    duplicate: useMutation({ mutationFn: (id: string) => callApi(opportunitiesApi.duplicate, { params: { id } }), onSuccess }),
    transition: useMutation({
      mutationFn: ({ id, action, reason }: { id: string; action: TOpportunityAction; reason?: string }) =>
        callApi(opportunitiesApi.transition, { params: { id, action }, body: { reason: reason || null } }),
      onSuccess,
    }),
    assign: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TAssignOpportunityGuards }) =>
        callApi(opportunitiesApi.assignGuards, { params: { id }, body }),
      onSuccess,
    }),
    quote: useMutation({
      mutationFn: ({ id, language, send }: { id: string; language: 'es' | 'en'; send: boolean }) =>
        callApi(opportunitiesApi.quote, { params: { id }, body: { language, send, validDays: 30 } }),
      onSuccess,
    }),
    sendQuote: useMutation({
      mutationFn: ({ id, quoteId }: { id: string; quoteId: string }) => callApi(opportunitiesApi.sendQuote, { params: { id, quoteId } }),
      onSuccess,
    }),
    followUp: useMutation({
      mutationFn: ({ id, at, note }: { id: string; at: string; note: string }) =>
        callApi(opportunitiesApi.followUp, { params: { id }, body: { at, note: note || null } }),
      onSuccess,
    }),
  };
};
