// Who may read a SIP account with its password: the user themself, and nobody else — not a company admin, not a
// platform admin (they write SIP settings through PUT /api/users/:id/sip-settings but never read the password back).
import { eq } from 'drizzle-orm';
import { companyWebrtcSettings, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';

/** The one user row whose SIP account the actor's phone may use: their own. */
export const ownSipAccountScope = (actor: TActor) => eq(users.id, actor.userId);

/** The WebRTC settings the actor's phone uses: their own company's (a platform admin's too: the phone is theirs). */
export const ownCompanyWebrtcScope = (actor: TActor) => eq(companyWebrtcSettings.companyId, actor.companyId);
