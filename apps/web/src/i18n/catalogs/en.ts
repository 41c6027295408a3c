// Every English namespace in one chunk, loaded by loadAllCatalogs('en') once the user is past the sign-in page.
import { buildResources, type TCatalog } from '../index';

export const catalogs = buildResources(import.meta.glob<TCatalog>('../locales/en/*.json', { eager: true, import: 'default' })).en ?? {};
