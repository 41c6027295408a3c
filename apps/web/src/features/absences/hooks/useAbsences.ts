// Data of absences and absence categories: queries and the mutations that refresh them, through the typed client
// (endpoints/absences.ts).
import type {
  TAbsenceCategory,
  TCreateAbsence,
  TCreateAbsenceCategory,
  TUpdateAbsence,
  TUpdateAbsenceCategory,
} from '@centinela/shared/contracts/absences';
import * as absencesApi from '@centinela/shared/endpoints/absences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiKey, apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const absencesKey = (userId: string) => apiKey(absencesApi.list, { params: { id: userId } });
export const shiftOptionsKey = (userId: string) => apiKey(absencesApi.shiftOptions, { params: { id: userId } });
/** Head of every absence-categories query key (active only, or with inactive ones). */
export const CATEGORIES_KEY = [absencesApi.categories.path] as const;

export const useAbsences = (userId: string) => useQuery(apiQuery(absencesApi.list, { params: { id: userId } }));
export const useAbsenceShiftOptions = (userId: string, isEnabled: boolean) =>
  useQuery({ ...apiQuery(absencesApi.shiftOptions, { params: { id: userId } }), enabled: isEnabled });

export const useAbsenceCategories = ({ includeInactive = false }: { includeInactive?: boolean } = {}) =>
  useQuery(apiQuery(absencesApi.categories, { query: { includeInactive: includeInactive ? 'true' : undefined } }));

/** The shown name of a category: its own name, else the translation of its built-in key. */
export const useCategoryLabel = () => {
  const { t } = useTranslation('absences');
  // undefined: the category was not sent to this reader (a customer company admin): the absence, without its reason.
  return (category: Pick<TAbsenceCategory, 'key' | 'name'> | null | undefined) =>
    category === undefined
      ? t('categories.withheld')
      : category
        ? (category.name ?? (category.key ? t(`categories.${category.key}`) : ''))
        : t('categories.unknown');
};

export const useCreateAbsence = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateAbsence) => callApi(absencesApi.create, { params: { id: userId }, body: input }),
    onSuccess: () => {
      void invalidateEntities(queryClient, ['absences']);
    },
  });
};

export const useUpdateAbsence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateAbsence }) => callApi(absencesApi.update, { params: { id }, body: input }),
    onSuccess: () => {
      void invalidateEntities(queryClient, ['absences']);
    },
  });
};

export const useResolveAbsence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(absencesApi.resolve, { params: { id } }),
    onSuccess: () => {
      void invalidateEntities(queryClient, ['absences']);
    },
  });
};

export const useCreateAbsenceCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateAbsenceCategory) => callApi(absencesApi.createCategory, { body: input }),
    onSuccess: () => invalidateEntities(queryClient, ['absence-categories']),
  });
};

export const useUpdateAbsenceCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateAbsenceCategory }) =>
      callApi(absencesApi.updateCategory, { params: { id }, body: input }),
    onSuccess: () => invalidateEntities(queryClient, ['absence-categories']),
  });
};
