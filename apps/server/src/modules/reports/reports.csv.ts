// CSV rendering of the reports: RFC 4180 quoting, a BOM so spreadsheet apps read accents, and cells that
// would start a formula (=, +, -, @) prefixed with a quote so a spreadsheet never evaluates them.
import type { TLanguage } from '@centinela/shared';
import type { TOpenRosterRow, TPostStatusRow, TPostsReportRow, TRostersDataRow } from '@centinela/shared/contracts/reports';

type TCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: TCell): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (headers: string[], rows: TCell[][]): string =>
  `\uFEFF${[headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

type TColumn<T> = { es: string; en: string; value: (row: T) => TCell };

const render = <T>(columns: TColumn<T>[], rows: T[], lang: TLanguage) =>
  toCsv(
    columns.map((c) => c[lang]),
    rows.map((row) => columns.map((c) => c.value(row))),
  );

const STATE_LABELS: Record<string, { es: string; en: string }> = {
  no_shifts: { es: 'Sin turnos', en: 'No shifts' },
  unassigned: { es: 'Sin asignar', en: 'Unassigned' },
  partially_assigned: { es: 'Parcialmente asignado', en: 'Partially assigned' },
  understaffed: { es: 'Falta personal', en: 'Understaffed' },
  fully_staffed: { es: 'Completo', en: 'Fully staffed' },
};

export const openRostersCsv = (rows: TOpenRosterRow[], lang: TLanguage) =>
  render<TOpenRosterRow>(
    [
      { es: 'Fecha', en: 'Date', value: (r) => r.date },
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      { es: 'Horario', en: 'Roster', value: (r) => r.rosterName },
      { es: 'Turno', en: 'Shift', value: (r) => r.shiftNumber },
      { es: 'Inicio', en: 'Start', value: (r) => r.startTime },
      { es: 'Fin', en: 'End', value: (r) => r.endTime },
      { es: 'Requeridos', en: 'Required', value: (r) => r.requiredGuards },
      { es: 'Asignados', en: 'Assigned', value: (r) => r.assignedGuards },
      { es: 'Plazas abiertas', en: 'Open places', value: (r) => r.openPlaces },
    ],
    rows,
    lang,
  );

export const postsCsv = (rows: TPostsReportRow[], lang: TLanguage) =>
  render<TPostsReportRow>(
    [
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      {
        es: 'Estado',
        en: 'Status',
        value: (r) => (r.status === 'active' ? (lang === 'es' ? 'Activo' : 'Active') : lang === 'es' ? 'Inactivo' : 'Inactive'),
      },
      { es: 'Ciudad', en: 'City', value: (r) => r.city },
      { es: 'Zona horaria', en: 'Time zone', value: (r) => r.timeZone },
      { es: 'Rango requerido', en: 'Required rank', value: (r) => r.requiredRank },
      { es: 'Tarifa de facturación', en: 'Bill rate', value: (r) => r.billRate },
      { es: 'Tarifa de pago', en: 'Pay rate', value: (r) => r.payRate },
      { es: 'Horarios activos', en: 'Active rosters', value: (r) => r.activeRosters },
      { es: 'Turnos por semana', en: 'Weekly shifts', value: (r) => r.weeklyShifts },
      { es: 'Horas requeridas por semana', en: 'Weekly required hours', value: (r) => r.weeklyRequiredHours },
      { es: 'Horas asignadas por semana', en: 'Weekly assigned hours', value: (r) => r.weeklyAssignedHours },
      { es: 'Guardias asignados', en: 'Assigned guards', value: (r) => r.assignedGuards },
    ],
    rows,
    lang,
  );

export const postStatusCsv = (rows: TPostStatusRow[], lang: TLanguage) =>
  render<TPostStatusRow>(
    [
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      { es: 'Fecha', en: 'Date', value: (r) => r.date },
      { es: 'Turnos', en: 'Shifts', value: (r) => r.shifts },
      { es: 'Cubiertos', en: 'Filled', value: (r) => r.filledGuards },
      { es: 'Requeridos', en: 'Required', value: (r) => r.requiredGuards },
      { es: 'Estado', en: 'State', value: (r) => STATE_LABELS[r.state]?.[lang] ?? r.state },
    ],
    rows,
    lang,
  );

export const rostersDataCsv = (rows: TRostersDataRow[], lang: TLanguage) =>
  render<TRostersDataRow>(
    [
      { es: 'Fecha', en: 'Date', value: (r) => r.date },
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      { es: 'Horario', en: 'Roster', value: (r) => r.rosterName },
      { es: 'Turno', en: 'Shift', value: (r) => r.shiftNumber },
      { es: 'Inicio', en: 'Start', value: (r) => r.startTime },
      { es: 'Fin', en: 'End', value: (r) => r.endTime },
      { es: 'Guardia', en: 'Guard', value: (r) => r.guardName ?? (lang === 'es' ? 'Sin asignar' : 'Unassigned') },
      { es: 'Horas', en: 'Hours', value: (r) => r.hours },
    ],
    rows,
    lang,
  );
