import type { TOption } from '@centinela/shared';
import { useQuery } from '@tanstack/react-query';

/** Companies a person can sign in to (GET /api/auth/companies). */
export const useCompanies = () => useQuery<TOption[]>({ queryKey: ['/api/auth/companies'] });
