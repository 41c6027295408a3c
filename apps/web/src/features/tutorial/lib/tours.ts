// The guided tours, one per role: each step opens a real page and points at a real element of it (a CSS selector:
// the sidebar's menu, the page's actions, the page itself). Steps of pages the user may not open are left out.
import { can, type TAccessSubject } from '@centinela/shared';
import type { TTutorialChecklistKey, TTutorialTour } from '@centinela/shared/contracts/tutorial';
import { findAppRoute } from '@/app/routes';

export type TTourStep = { key: string; path: string; target: string };

const MENU = 'aside nav';
const ACTIONS = '[data-tour="page-actions"]';
const MAIN = '#main-content';
const CHECKLIST = '[data-tour="checklist"]';

export const TOURS: Record<TTutorialTour, readonly TTourStep[]> = {
  admin: [
    { key: 'menu', path: '/tutorial', target: MENU },
    { key: 'customers', path: '/customer-companies', target: ACTIONS },
    { key: 'posts', path: '/posts', target: ACTIONS },
    { key: 'users', path: '/users', target: ACTIONS },
    { key: 'rosters', path: '/rosters', target: ACTIONS },
    { key: 'shifts', path: '/shifts-dashboard', target: MAIN },
    { key: 'protocols', path: '/protocols', target: ACTIONS },
    { key: 'checklist', path: '/tutorial', target: CHECKLIST },
  ],
  customerAdmin: [
    { key: 'menu', path: '/tutorial', target: MENU },
    { key: 'posts', path: '/posts', target: MAIN },
    { key: 'shifts', path: '/shifts-dashboard', target: MAIN },
    { key: 'services', path: '/opportunities-report', target: MAIN },
    { key: 'incidents', path: '/novelties-incidents', target: MAIN },
    { key: 'checklist', path: '/tutorial', target: CHECKLIST },
  ],
  guard: [
    { key: 'menu', path: '/tutorial', target: MENU },
    { key: 'tasks', path: '/tasks', target: MAIN },
    { key: 'protocols', path: '/protocols', target: MAIN },
    { key: 'emergency', path: '/emergency-directory', target: MAIN },
    { key: 'incidents', path: '/novelties-incidents', target: MAIN },
    { key: 'checklist', path: '/tutorial', target: CHECKLIST },
  ],
};

/** The tour's steps the user can follow (their pages are open to them). */
export const stepsFor = (tour: TTutorialTour, subject: TAccessSubject | null): TTourStep[] =>
  TOURS[tour].filter((step) => {
    const route = findAppRoute(step.path);
    return Boolean(route && can(subject, 'view', route.resource));
  });

/** Where each first step is done (none: the user does it elsewhere, e.g. their profile). */
export const CHECKLIST_LINKS: Partial<Record<TTutorialChecklistKey, string>> = {
  addCustomer: '/customer-companies',
  addPost: '/posts',
  addGuard: '/users',
  addRoster: '/rosters',
  assignGuard: '/rosters',
  publishProtocol: '/protocols',
  requestService: '/opportunities-report',
  readProtocols: '/protocols',
};

/** The browser remembers that a tour is running, so the app asks the server for progress only then. */
export const ACTIVE_TOUR_KEY = 'centinela.tutorialActive';
