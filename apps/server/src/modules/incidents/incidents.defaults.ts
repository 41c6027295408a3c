// The incident categories and severities a security company starts with (in its default language), so a guard can
// file a classified incident on day one; the company renames, adds or removes them in the lists dialog. One still under
// the name it was seeded with (in either language) is offered in the reader's language (issue 29: Spanish severities
// and categories in the English interface); a name the company typed is its own and is never translated.
import type { TLanguage } from '@centinela/shared';
import type { TDbOrTx } from '../../db/client';
import { incidentListItems } from '../../db/schema';

type TLevel = 'low' | 'medium' | 'high' | 'critical';

const CATEGORIES: Record<TLanguage, string[]> = {
  es: [
    'Intrusión o acceso no autorizado',
    'Robo o hurto',
    'Daño a la propiedad',
    'Emergencia médica',
    'Incendio o alarma',
    'Persona o vehículo sospechoso',
    'Otro',
  ],
  en: [
    'Intrusion or unauthorized access',
    'Theft',
    'Property damage',
    'Medical emergency',
    'Fire or alarm',
    'Suspicious person or vehicle',
    'Other',
  ],
};

const SEVERITIES: Record<TLanguage, [string, TLevel][]> = {
  es: [
    ['Baja', 'low'],
    ['Media', 'medium'],
    ['Alta', 'high'],
    ['Crítica', 'critical'],
  ],
  en: [
    ['Low', 'low'],
    ['Medium', 'medium'],
    ['High', 'high'],
    ['Critical', 'critical'],
  ],
};

/** A list item's name for a reader: a seeded category or severity, untouched, in the reader's language. */
export const incidentListNameFor = (
  item: { kind: 'category' | 'severity'; name: string; level?: string | null },
  language: TLanguage | undefined,
): string => {
  if (!language) return item.name;
  if (item.kind === 'category') {
    const index = Object.values(CATEGORIES)
      .map((names) => names.indexOf(item.name))
      .find((i) => i >= 0);
    return index === undefined ? item.name : CATEGORIES[language][index];
  }
  const isSeeded = Object.values(SEVERITIES).some((pairs) => pairs.some(([name, level]) => name === item.name && level === item.level));
  return isSeeded ? (SEVERITIES[language].find(([, level]) => level === item.level)?.[0] ?? item.name) : item.name;
};

export const createDefaultIncidentLists = async (db: TDbOrTx, companyId: string, language: TLanguage) => {
  await db
    .insert(incidentListItems)
    .values([
      ...CATEGORIES[language].map((name) => ({ companyId, kind: 'category' as const, name, level: null })),
      ...SEVERITIES[language].map(([name, level]) => ({ companyId, kind: 'severity' as const, name, level })),
    ]);
};
