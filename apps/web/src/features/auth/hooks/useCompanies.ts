// Schema-free references (the sign-in page's JavaScript budget); typed from endpoints/auth.ts.
import * as authApi from '@centinela/shared/endpoints/refs/auth';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-client';

/** Companies a person can sign in to (GET /api/auth/companies). */
export const useCompanies = () => useQuery(apiQuery(authApi.companies));
