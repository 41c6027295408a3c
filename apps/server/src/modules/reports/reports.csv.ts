// The reports' CSV columns, in both languages (quoting and formula safety: platform/documents/csv.ts).
import { centsToDecimal, type TGuardRank, type TLanguage } from '@centinela/shared';
import type {
  TAbsenceReportRow,
  TGuardActionRow,
  TOpenShiftRow,
  TOpenRosterRow,
  TPostStatusRow,
  TPostsReportRow,
  TRostersDataRow,
} from '@centinela/shared/contracts/reports';
import { csvOf, type TCsvColumn } from '../../platform/documents/csv';

type TLabels = Record<string, { es: string; en: string }>;

/** The values a CSV shows in words, in the reader's language (the same words as the web catalogs). */
const STATE_LABELS: TLabels = {
  no_shifts: { es: 'Sin turnos', en: 'No shifts' },
  unassigned: { es: 'Sin asignar', en: 'Unassigned' },
  partially_assigned: { es: 'Parcialmente asignado', en: 'Partially assigned' },
  understaffed: { es: 'Falta personal', en: 'Understaffed' },
  fully_staffed: { es: 'Completo', en: 'Fully staffed' },
  needs_coverage: { es: 'Requiere cobertura', en: 'Needs coverage' },
};

const ACTION_LABELS: TLabels = {
  open: { es: 'Abrir', en: 'Open' },
  cover: { es: 'Cubrir', en: 'Cover' },
};

const ABSENCE_STATUS_LABELS: TLabels = {
  active: { es: 'Activa', en: 'Active' },
  resolved: { es: 'Resuelta', en: 'Resolved' },
};

/** Built-in absence categories never renamed (the web's absences:categories.* words). */
const CATEGORY_LABELS: TLabels = {
  sick: { es: 'Enfermedad', en: 'Sick' },
  vacation: { es: 'Vacaciones', en: 'Vacation' },
  personal: { es: 'Asunto personal', en: 'Personal' },
  no_show: { es: 'No se presentó', en: 'No-show' },
  suspension: { es: 'Suspensión', en: 'Suspension' },
  other: { es: 'Otro', en: 'Other' },
};

const POST_STATUS_LABELS: TLabels = {
  active: { es: 'Activo', en: 'Active' },
  inactive: { es: 'Inactivo', en: 'Inactive' },
};

export const RANK_LABELS: Record<TGuardRank, { es: string; en: string }> = {
  guard: { es: 'Guardia', en: 'Guard' },
  senior_guard: { es: 'Guardia sénior', en: 'Senior guard' },
  supervisor: { es: 'Supervisor', en: 'Supervisor' },
  team_leader: { es: 'Líder de equipo', en: 'Team leader' },
  shift_leader: { es: 'Líder de turno', en: 'Shift leader' },
  site_manager: { es: 'Gerente de sitio', en: 'Site manager' },
  lieutenant: { es: 'Teniente', en: 'Lieutenant' },
  captain: { es: 'Capitán', en: 'Captain' },
  director: { es: 'Director', en: 'Director' },
};

/** Day names, Sunday = 0 (the dayOfWeek of the rows). */
const DAY_LABELS: { es: string; en: string }[] = [
  { es: 'Domingo', en: 'Sunday' },
  { es: 'Lunes', en: 'Monday' },
  { es: 'Martes', en: 'Tuesday' },
  { es: 'Miércoles', en: 'Wednesday' },
  { es: 'Jueves', en: 'Thursday' },
  { es: 'Viernes', en: 'Friday' },
  { es: 'Sábado', en: 'Saturday' },
];

const WORDS = {
  unassigned: { es: 'Sin asignar', en: 'Unassigned' },
  unnamedRoster: { es: 'Sin nombre', en: 'Unnamed' },
};

/** A closed-list value in words; an unknown value stays as it is rather than disappearing. */
/** Money in a CSV: the exact decimal of the cents ('24.50'), never a float (decision 0010). */
const money = (cents: number | null): string | null => (cents === null ? null : centsToDecimal(cents));

const label = (labels: TLabels, value: string | null | undefined, lang: TLanguage): string | null =>
  value === null || value === undefined ? null : (labels[value]?.[lang] ?? value);

const dayOf = (dayOfWeek: number, lang: TLanguage) => DAY_LABELS[dayOfWeek]?.[lang] ?? String(dayOfWeek);

/** The weekday of a YYYY-MM-DD date (a calendar date, no time zone). */
const dayOfDate = (date: string, lang: TLanguage) => dayOf(new Date(`${date}T12:00:00Z`).getUTCDay(), lang);

type TOccurrenceRow = {
  date: string;
  customerCompanyName: string;
  postName: string;
  rosterName: string | null;
  shiftNumber: number;
  startTime: string;
  endTime: string;
  requiredGuards: number;
};

/** The columns that say which shift occurrence a row is (open rosters, open shifts). */
const occurrenceColumns = <T extends TOccurrenceRow>(lang: TLanguage): TCsvColumn<T>[] => [
  { es: 'Fecha', en: 'Date', value: (r) => r.date },
  { es: 'Día', en: 'Day', value: (r) => dayOfDate(r.date, lang) },
  { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
  { es: 'Puesto', en: 'Post', value: (r) => r.postName },
  { es: 'Cuadrante', en: 'Roster', value: (r) => r.rosterName ?? WORDS.unnamedRoster[lang] },
  { es: 'Turno', en: 'Shift', value: (r) => r.shiftNumber },
  { es: 'Inicio', en: 'Start', value: (r) => r.startTime },
  { es: 'Fin', en: 'End', value: (r) => r.endTime },
  { es: 'Requeridos', en: 'Required', value: (r) => r.requiredGuards },
];

export const openRostersCsv = (rows: TOpenRosterRow[], lang: TLanguage) =>
  csvOf<TOpenRosterRow>(
    [
      ...occurrenceColumns(lang),
      { es: 'Asignados', en: 'Assigned', value: (r) => r.assignedGuards },
      { es: 'Plazas abiertas', en: 'Open places', value: (r) => r.openPlaces },
    ],
    rows,
    lang,
  );

export const postsCsv = (rows: TPostsReportRow[], lang: TLanguage) =>
  csvOf<TPostsReportRow>(
    [
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      {
        es: 'Estado',
        en: 'Status',
        value: (r) => label(POST_STATUS_LABELS, r.status, lang),
      },
      { es: 'Ciudad', en: 'City', value: (r) => r.city },
      { es: 'Zona horaria', en: 'Time zone', value: (r) => r.timeZone },
      { es: 'Rango requerido', en: 'Required rank', value: (r) => (r.requiredRank ? RANK_LABELS[r.requiredRank][lang] : null) },
      { es: 'Tarifa de facturación', en: 'Bill rate', value: (r) => money(r.billRateCents) },
      { es: 'Tarifa de pago', en: 'Pay rate', value: (r) => money(r.payRateCents) },
      { es: 'Cuadrantes activos', en: 'Active rosters', value: (r) => r.activeRosters },
      { es: 'Turnos por semana', en: 'Weekly shifts', value: (r) => r.weeklyShifts },
      { es: 'Horas requeridas por semana', en: 'Weekly required hours', value: (r) => r.weeklyRequiredHours },
      { es: 'Horas asignadas por semana', en: 'Weekly assigned hours', value: (r) => r.weeklyAssignedHours },
      { es: 'Guardias asignados', en: 'Assigned guards', value: (r) => r.assignedGuards },
    ],
    rows,
    lang,
  );

export const postStatusCsv = (rows: TPostStatusRow[], lang: TLanguage) =>
  csvOf<TPostStatusRow>(
    [
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      { es: 'Fecha', en: 'Date', value: (r) => r.date },
      { es: 'Día', en: 'Day', value: (r) => dayOfDate(r.date, lang) },
      { es: 'Turnos', en: 'Shifts', value: (r) => r.shifts },
      { es: 'Cubiertos', en: 'Filled', value: (r) => r.filledGuards },
      { es: 'Requeridos', en: 'Required', value: (r) => r.requiredGuards },
      { es: 'Estado', en: 'State', value: (r) => label(STATE_LABELS, r.state, lang) },
    ],
    rows,
    lang,
  );

export const rostersDataCsv = (rows: TRostersDataRow[], lang: TLanguage) =>
  csvOf<TRostersDataRow>(
    [
      { es: 'Fecha', en: 'Date', value: (r) => r.date },
      { es: 'Día', en: 'Day', value: (r) => dayOfDate(r.date, lang) },
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      { es: 'Cuadrante', en: 'Roster', value: (r) => r.rosterName ?? WORDS.unnamedRoster[lang] },
      { es: 'Turno', en: 'Shift', value: (r) => r.shiftNumber },
      { es: 'Inicio', en: 'Start', value: (r) => r.startTime },
      { es: 'Fin', en: 'End', value: (r) => r.endTime },
      { es: 'Guardia', en: 'Guard', value: (r) => r.guardName ?? WORDS.unassigned[lang] },
      { es: 'Horas', en: 'Hours', value: (r) => r.hours },
    ],
    rows,
    lang,
  );

export const guardActionsCsv = (rows: TGuardActionRow[], lang: TLanguage) =>
  csvOf<TGuardActionRow>(
    [
      { es: 'Acción', en: 'Action', value: (r) => label(ACTION_LABELS, r.action, lang) },
      { es: 'Fecha del turno', en: 'Shift date', value: (r) => r.date },
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      { es: 'Cuadrante', en: 'Roster', value: (r) => r.rosterName ?? WORDS.unnamedRoster[lang] },
      { es: 'Inicio', en: 'Start', value: (r) => r.startTime },
      { es: 'Fin', en: 'End', value: (r) => r.endTime },
      { es: 'Guardia', en: 'Guard', value: (r) => r.guardName },
      { es: 'Realizado por', en: 'Performed by', value: (r) => r.performedByName },
      {
        es: 'Motivo',
        en: 'Reason',
        value: (r) =>
          r.absence
            ? [
                `${lang === 'es' ? 'Ausencia' : 'Absence'}: ${r.absence.categoryName ?? label(CATEGORY_LABELS, r.absence.categoryKey, lang) ?? ''}`,
                r.reason,
              ]
                .filter(Boolean)
                .join(' · ')
            : r.reason,
      },
      { es: 'Momento', en: 'When', value: (r) => r.at },
    ],
    rows,
    lang,
  );

export const openShiftsCsv = (rows: TOpenShiftRow[], lang: TLanguage) =>
  csvOf<TOpenShiftRow>(
    [
      ...occurrenceColumns(lang),
      { es: 'Cuentan', en: 'Counted', value: (r) => r.countedGuards },
      { es: 'Ausentes', en: 'Absent', value: (r) => r.absentGuards },
      { es: 'Abiertos', en: 'Opened', value: (r) => r.openedGuards },
      { es: 'Plazas abiertas', en: 'Open places', value: (r) => r.openPlaces },
    ],
    rows,
    lang,
  );

export const absencesCsv = (rows: TAbsenceReportRow[], lang: TLanguage) =>
  csvOf<TAbsenceReportRow>(
    [
      { es: 'Guardia', en: 'Guard', value: (r) => r.guardName },
      { es: 'Categoría', en: 'Category', value: (r) => r.categoryName ?? label(CATEGORY_LABELS, r.categoryKey, lang) },
      { es: 'Desde', en: 'From', value: (r) => r.startDate },
      { es: 'Hasta', en: 'To', value: (r) => r.endDate },
      { es: 'Días en el rango', en: 'Days in range', value: (r) => r.days },
      { es: 'Cliente', en: 'Customer', value: (r) => r.customerCompanyName },
      { es: 'Puesto', en: 'Post', value: (r) => r.postName },
      { es: 'Turno', en: 'Shift', value: (r) => r.shiftTime },
      { es: 'Estado', en: 'Status', value: (r) => label(ABSENCE_STATUS_LABELS, r.status, lang) },
      { es: 'Notas', en: 'Notes', value: (r) => r.notes },
    ],
    rows,
    lang,
  );
