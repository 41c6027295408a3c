// The auth area's web manifest (app/area.ts). The sign-in page is not a route of the list: the router loads it by
// itself (app/router.tsx), so the sign-in route never loads the manifests (its JavaScript budget).
import { defineArea } from '@/app/area';

export const authArea = defineArea({
  name: 'auth',
  namespace: 'auth',
  liveQueryPrefixes: { auth: [] },
});
