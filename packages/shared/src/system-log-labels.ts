// The system log's closed lists (action, entity type) in both languages: the system-logs report shows them and its CSV
// export writes them in the reader's language (the server renders the CSV, so the labels live here, not in the web app).
import type { TLanguage, TRole, TSystemLogAction, TSystemLogEntityType } from './enums';
import { formatSystemLogMessage, isSystemLogMessageKey } from './system-log-messages';

export const SYSTEM_LOG_ACTION_LABELS: Record<TLanguage, Record<TSystemLogAction, string>> = {
  es: {
    ERROR: 'Error',
    ALERT: 'Alerta',
    CRITICAL: 'Crítico',
    LOGIN: 'Inicio de sesión',
    LOGOUT: 'Cierre de sesión',
    CREATE: 'Creación',
    UPDATE: 'Modificación',
    DELETE: 'Eliminación',
  },
  en: {
    ERROR: 'Error',
    ALERT: 'Alert',
    CRITICAL: 'Critical',
    LOGIN: 'Sign-in',
    LOGOUT: 'Sign-out',
    CREATE: 'Create',
    UPDATE: 'Update',
    DELETE: 'Delete',
  },
};

export const SYSTEM_LOG_ENTITY_LABELS: Record<TLanguage, Record<TSystemLogEntityType, string>> = {
  es: {
    auth: 'Sesión',
    companies: 'Empresas',
    'webrtc-settings': 'WebRTC',
    'customer-companies': 'Empresas cliente',
    roles: 'Roles',
    'user-access': 'Accesos',
    users: 'Usuarios',
    'user-documents': 'Documentos',
    'user-memos': 'Memorandos',
    'banned-posts': 'Puestos vetados',
    'face-recognition': 'Reconocimiento facial',
    notifications: 'Notificaciones',
    files: 'Archivos',
    absences: 'Ausencias',
    'absence-categories': 'Categorías de ausencia',
    'payroll-profile-types': 'Nómina',
    payroll: 'Nómina',
    'payroll-holidays': 'Feriados',
    posts: 'Puestos',
    rosters: 'Cuadrantes',
    shifts: 'Turnos',
    sms: 'SMS',
    chat: 'Chat interno',
    devices: 'Quioscos',
    attendance: 'Asistencia',
    vehicles: 'Vehículos',
    'uniforms-accessories': 'Uniformes y accesorios',
    'emergency-directory': 'Directorio de emergencias',
    'invoicing-payments': 'Facturación y pagos',
    protocols: 'Protocolos',
    wiki: 'Wiki',
    incidents: 'Novedades e incidentes',
    tasks: 'Tareas',
    'task-groups': 'Grupos de tareas',
    'user-groups': 'Grupos de usuarios',
    opportunities: 'Oportunidades',
    settings: 'Configuración',
    system: 'Sistema',
  },
  en: {
    auth: 'Sign-in',
    companies: 'Companies',
    'webrtc-settings': 'WebRTC',
    'customer-companies': 'Customer companies',
    roles: 'Roles',
    'user-access': 'Access',
    users: 'Users',
    'user-documents': 'Documents',
    'user-memos': 'Memos',
    'banned-posts': 'Banned posts',
    'face-recognition': 'Face recognition',
    notifications: 'Notifications',
    files: 'Files',
    absences: 'Absences',
    'absence-categories': 'Absence categories',
    'payroll-profile-types': 'Payroll',
    payroll: 'Payroll',
    'payroll-holidays': 'Holidays',
    posts: 'Posts',
    rosters: 'Rosters',
    shifts: 'Shifts',
    sms: 'SMS',
    chat: 'Internal chat',
    devices: 'Kiosks',
    attendance: 'Attendance',
    vehicles: 'Vehicles',
    'uniforms-accessories': 'Uniforms and accessories',
    'emergency-directory': 'Emergency directory',
    'invoicing-payments': 'Invoicing and payments',
    protocols: 'Protocols',
    wiki: 'Wiki',
    incidents: 'Novelties and incidents',
    tasks: 'Tasks',
    'task-groups': 'Task groups',
    'user-groups': 'User groups',
    opportunities: 'Opportunities',
    settings: 'Settings',
    system: 'System',
  },
};

/** A stored value's label; values outside the lists (older entries) show as stored. */
export const systemLogActionLabel = (language: TLanguage, action: string): string =>
  (SYSTEM_LOG_ACTION_LABELS[language] as Record<string, string>)[action] ?? action;
export const systemLogEntityLabel = (language: TLanguage, entityType: string): string =>
  (SYSTEM_LOG_ENTITY_LABELS[language] as Record<string, string>)[entityType] ?? entityType;

/** An entry's message in one language (details.messageKey + messageParams), else its stored English description. */
export const describeSystemLog = (details: Readonly<Record<string, unknown>>, language: TLanguage): string | null => {
  const { messageKey, messageParams, description, message } = details;
  if (isSystemLogMessageKey(messageKey)) {
    const params = messageParams && typeof messageParams === 'object' ? (messageParams as Record<string, unknown>) : {};
    return formatSystemLogMessage(language, messageKey, params);
  }
  if (typeof description === 'string' && description) return description;
  if (typeof message === 'string' && message) return message;
  return null;
};

/**
 * Who may read the system-logs report (besides view:reports): platform admins and security company admins. Customer
 * company admins and guards may not — the log records the whole company's administration; their own activity is on
 * the dashboard. The server enforces it; the web app uses it to show the report as closed to them.
 */
export const mayReadSystemLogReport = (user: { role: TRole; isPlatformAdmin: boolean }): boolean =>
  user.isPlatformAdmin || user.role === 'security_company_admin';
