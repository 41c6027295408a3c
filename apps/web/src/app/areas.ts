// Every area of the web, found by its manifest's place (features/<area>/area.ts, app/area.ts; docs/ARCHITECTURE.md "How
// to add an area"): a new area's folder is all it takes, no list to edit. The route metadata, the router's page table,
// the sidebar, the settings and reports hubs and the live-update table are read from these manifests (each sorts what
// it shows by its own `order`, so the folders' order is not a place). Only modules of the signed-in app import this:
// the sign-in route never loads it (its budget).
import type { TWebArea } from './area';
import { shellArea } from './shell.area';

const MANIFESTS = import.meta.glob<Record<string, TWebArea>>('../features/*/area.ts', { eager: true });

export const AREAS: readonly TWebArea[] = [shellArea, ...Object.values(MANIFESTS).flatMap((module) => Object.values(module))];
