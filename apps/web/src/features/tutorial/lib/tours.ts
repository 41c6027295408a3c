// The guided tours, one per role: each step opens a real page and points at a real element of it (a CSS selector:
// the sidebar's menu, the page's actions, the page itself). Steps of pages the user may not open are left out.
import { can, type TAccessSubject } from '@centinela/shared';
import type { TTutorialChecklistKey, TTutorialTour } from '@centinela/shared/contracts/tutorial';
import type { ParseKeys } from 'i18next';
import { findAppRoute } from '@/app/routes';

type TKeyBefore<Suffix extends string, K = ParseKeys<'tutorial'>> = K extends `steps.${infer Step}.${Suffix}` ? `steps.${Step}` : never;
/** A step's words: its catalog entry steps.<tour>.<step>, which has a title and a body. */
export type TStepText = Extract<TKeyBefore<'title'>, TKeyBefore<'body'>>;

export type TTourStep = { key: string; path: string; target: string; text: TStepText };

const MENU = 'aside nav';
const ACTIONS = '[data-tour="page-actions"]';
const MAIN = '#main-content';
const CHECKLIST = '[data-tour="checklist"]';

export const TOURS: Record<TTutorialTour, readonly TTourStep[]> = {
  admin: [
    { key: 'menu', path: '/tutorial', target: MENU, text: 'steps.admin.menu' },
    { key: 'customers', path: '/customer-companies', target: ACTIONS, text: 'steps.admin.customers' },
    { key: 'posts', path: '/posts', target: ACTIONS, text: 'steps.admin.posts' },
    { key: 'users', path: '/users', target: ACTIONS, text: 'steps.admin.users' },
    { key: 'rosters', path: '/rosters', target: ACTIONS, text: 'steps.admin.rosters' },
    { key: 'shifts', path: '/shifts-dashboard', target: MAIN, text: 'steps.admin.shifts' },
    { key: 'protocols', path: '/protocols', target: ACTIONS, text: 'steps.admin.protocols' },
    { key: 'checklist', path: '/tutorial', target: CHECKLIST, text: 'steps.admin.checklist' },
  ],
  customerAdmin: [
    { key: 'menu', path: '/tutorial', target: MENU, text: 'steps.customerAdmin.menu' },
    { key: 'posts', path: '/posts', target: MAIN, text: 'steps.customerAdmin.posts' },
    { key: 'shifts', path: '/shifts-dashboard', target: MAIN, text: 'steps.customerAdmin.shifts' },
    { key: 'services', path: '/opportunities-report', target: MAIN, text: 'steps.customerAdmin.services' },
    { key: 'incidents', path: '/novelties-incidents', target: MAIN, text: 'steps.customerAdmin.incidents' },
    { key: 'checklist', path: '/tutorial', target: CHECKLIST, text: 'steps.customerAdmin.checklist' },
  ],
  guard: [
    { key: 'menu', path: '/tutorial', target: MENU, text: 'steps.guard.menu' },
    { key: 'tasks', path: '/tasks', target: MAIN, text: 'steps.guard.tasks' },
    { key: 'protocols', path: '/protocols', target: MAIN, text: 'steps.guard.protocols' },
    { key: 'emergency', path: '/emergency-directory', target: MAIN, text: 'steps.guard.emergency' },
    { key: 'incidents', path: '/novelties-incidents', target: MAIN, text: 'steps.guard.incidents' },
    { key: 'checklist', path: '/tutorial', target: CHECKLIST, text: 'steps.guard.checklist' },
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
