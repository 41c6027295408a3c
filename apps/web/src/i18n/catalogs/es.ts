// Every Spanish namespace in one chunk, loaded by loadAllCatalogs('es') once the user is past the sign-in page.
import { buildResources, type TCatalog } from '../index';

export const catalogs = buildResources(import.meta.glob<TCatalog>('../locales/es/*.json', { eager: true, import: 'default' })).es ?? {};
