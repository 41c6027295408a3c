// Data of absences and absence categories: queries and the mutations that refresh them.
import type {
  TAbsence,
  TAbsenceCategory,
  TAbsenceList,
  TAbsenceShiftOption,
  TCreateAbsence,
  TCreateAbsenceCategory,
  TUpdateAbsence,
  TUpdateAbsenceCategory,
} from '@centinela/shared/contracts/absences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, apiPost, apiPut } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export const absencesKey = (userId: string) => ['/api/users', userId, 'absences'];
export const shiftOptionsKey = (userId: string) => ['/api/users', userId, 'absences', 'shift-options'];
export const CATEGORIES_KEY = ['/api/absence-categories'];

export const useAbsences = (userId: string) => useQuery<TAbsenceList>({ queryKey: absencesKey(userId) });
export const useAbsenceShiftOptions = (userId: string, isEnabled: boolean) =>
  useQuery<TAbsenceShiftOption[]>({ queryKey: shiftOptionsKey(userId), enabled: isEnabled });

export const useAbsenceCategories = ({ includeInactive = false }: { includeInactive?: boolean } = {}) =>
  useQuery<TAbsenceCategory[]>({
    queryKey: includeInactive ? [...CATEGORIES_KEY, '?includeInactive=true'] : CATEGORIES_KEY,
    queryFn: ({ signal }) =>
      apiGet<TAbsenceCategory[]>(`/api/absence-categories${includeInactive ? '?includeInactive=true' : ''}`, { signal }),
  });

/** The shown name of a category: its own name, else the translation of its built-in key. */
export const useCategoryLabel = () => {
  const { t } = useTranslation('absences');
  return (category: Pick<TAbsenceCategory, 'key' | 'name'> | null) =>
    category ? (category.name ?? (category.key ? t(`categories.${category.key}`) : '')) : t('categories.unknown');
};

export const useCreateAbsence = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateAbsence) => apiPost<TAbsence>(`/api/users/${userId}/absences`, input),
    onSuccess: () => {
      void invalidateEntities(queryClient, ['absences']);
    },
  });
};

export const useUpdateAbsence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateAbsence }) => apiPut<TAbsence>(`/api/absences/${id}`, input),
    onSuccess: () => {
      void invalidateEntities(queryClient, ['absences']);
    },
  });
};

export const useResolveAbsence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<TAbsence>(`/api/absences/${id}/resolve`),
    onSuccess: () => {
      void invalidateEntities(queryClient, ['absences']);
    },
  });
};

export const useCreateAbsenceCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateAbsenceCategory) => apiPost<TAbsenceCategory>('/api/absence-categories', input),
    onSuccess: () => invalidateEntities(queryClient, ['absence-categories']),
  });
};

export const useUpdateAbsenceCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateAbsenceCategory }) =>
      apiPut<TAbsenceCategory>(`/api/absence-categories/${id}`, input),
    onSuccess: () => invalidateEntities(queryClient, ['absence-categories']),
  });
};
