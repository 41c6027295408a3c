// Whether the signed-in user may change users' records (uploads, deletes, saves); the server checks the same.
import { can } from '@centinela/shared';
import { useSession } from '@/features/auth/hooks/useSession';

export const useCanEditUsers = () => can(useSession().subject, 'edit', 'users');
