import type { TAccessSubject } from '@centinela/shared';
import { hasFullAccess } from '@centinela/shared';

/** Platform superadmins (role or built-in admin) manage every tenant; only they create or (de)activate companies. */
export const isPlatformAdmin = (subject: TAccessSubject | null) => Boolean(subject && hasFullAccess(subject));
