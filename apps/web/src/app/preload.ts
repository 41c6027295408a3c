// Starts what a page needs as soon as it is known, side by side, instead of each piece when the one before it has
// rendered: the page table, the signed-in frame (its chunk and every translation namespace) and the page's own chunk.
// Without it a signed-in page loaded in four waves (table → session → frame → page), each waiting for the last to render.
import { prepareApp } from './AppReady';

let table: Promise<typeof import('./route-table')> | undefined;

/** The page table (route-table.tsx), imported once; the router's patchRoutesOnNavigation awaits the same promise. */
export const loadRouteTable = () => {
  table ??= import('./route-table');
  table.catch(() => (table = undefined)); // a failed download is tried again on the next navigation
  return table;
};

let frame: Promise<typeof import('./layout/AppLayout')> | undefined;

/** The signed-in frame (sidebar, header, dialogs) with every translation namespace of the current language. */
export const loadAppFrame = () => {
  frame ??= Promise.all([import('./layout/AppLayout'), prepareApp()]).then(([layout]) => layout);
  frame.catch(() => (frame = undefined));
  return frame;
};

/** Paths the sign-in page answers: they load neither the page table nor the frame (the sign-in JavaScript budget). */
const isSignInPath = (pathname: string) => pathname === '/' || pathname === '/login';

/** At start-up, on any other path: the page table now, in parallel with the session (App.tsx). */
export const preloadAtStart = (pathname: string) => {
  if (!isSignInPath(pathname)) void loadRouteTable();
};

/** A link the user is about to follow (pointer over it, or keyboard focus): its page's chunk, fetched ahead. */
export const preloadPath = (pathname: string) => {
  void loadRouteTable().then((routes) => routes.preloadPageAt(pathname));
};
