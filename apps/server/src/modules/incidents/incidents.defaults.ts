// The incident categories and severities a security company starts with (in its default language), so a guard can
// file a classified incident on day one; the company renames, adds or removes them in the lists dialog.
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

export const createDefaultIncidentLists = async (db: TDbOrTx, companyId: string, language: TLanguage) => {
  await db
    .insert(incidentListItems)
    .values([
      ...CATEGORIES[language].map((name) => ({ companyId, kind: 'category' as const, name, level: null })),
      ...SEVERITIES[language].map(([name, level]) => ({ companyId, kind: 'severity' as const, name, level })),
    ]);
};
