// What each system-log entry says, in both languages. The server stores the key and its parameters with every entry
// (details.messageKey, details.messageParams) and the English text as details.description for readers that do not
// translate; the web app shows the entry in the user's language from this same catalogue (i18n namespace 'activity').
import type { TLanguage } from './enums';

export const SYSTEM_LOG_MESSAGES_EN = {
  signedIn: '{{email}} signed in',
  signedOut: '{{email}} signed out',
  signInFailed: 'Failed sign-in for {{email}}',

  companyCreated: 'Company "{{name}}" created',
  companyUpdated: 'Company "{{name}}" updated',
  companyDeactivated: 'Company "{{name}}" deactivated',
  companyReactivated: 'Company "{{name}}" reactivated',
  companyLogoUpdated: 'Logo of "{{name}}" updated',
  companyLogoRemoved: 'Logo of "{{name}}" removed',
  webrtcSettingsUpdated: 'WebRTC settings updated',
  documentTypeSaved: 'Document type "{{name}}" saved',
  smtpSettingsUpdated: 'Email (SMTP) settings updated',
  emailTemplateUpdated: 'Email template "{{kind}}" ({{language}}) updated',
  emailTemplateReset: 'Email template "{{kind}}" ({{language}}) reset to default',
  notificationDefaultsUpdated: 'Notification defaults updated',
  jobRetried: 'Job "{{name}}" queued again by hand',

  customerCompanyCreated: 'Customer company "{{name}}" created',
  customerCompanyUpdated: 'Customer company "{{name}}" updated',
  customerCompanyDeactivated: 'Customer company "{{name}}" deactivated',
  customerCompanyReactivated: 'Customer company "{{name}}" reactivated',
  customerCompanyDeleted: 'Customer company "{{name}}" deleted',

  roleCreated: 'Role "{{name}}" created',
  roleUpdated: 'Role "{{name}}" updated',
  roleActivated: 'Role "{{name}}" activated',
  roleDeactivated: 'Role "{{name}}" deactivated',
  roleDeleted: 'Role "{{name}}" deleted',
  userAccessChanged: 'Access of {{email}} changed',

  userCreated: 'User {{email}} created',
  userUpdated: 'User {{email}} updated',
  userDeactivated: 'User {{email}} deactivated',
  userReactivated: 'User {{email}} reactivated',
  userDeleted: 'User {{email}} deleted',
  userPasswordSet: 'New password set for {{email}}',
  userSipSettingsUpdated: 'SIP settings of {{email}} updated',
  userPhotoUpdated: 'Profile photo of {{email}} updated',
  userPhotoRemoved: 'Profile photo of {{email}} removed',

  documentUploaded: 'Document "{{document}}" uploaded for {{name}}',
  documentDeleted: 'Document "{{document}}" deleted for {{name}}',
  memoUploaded: 'Memo "{{document}}" uploaded for {{name}}',
  memoDeleted: 'Memo "{{document}}" deleted for {{name}}',
  bannedPostsUpdated: 'Banned posts updated for {{name}}',
  facePhotosUploaded: 'Face photos uploaded for {{name}} ({{total}})',
  faceVideoUploaded: 'Face video uploaded for {{name}}',
  faceDataUpdated: 'Face recognition data updated for {{name}}',

  absenceCreated: '{{name}} marked absent from {{startDate}} to {{endDate}}',
  absenceUpdated: 'Absence of {{name}} updated',
  absenceResolved: 'Absence of {{name}} resolved',
  absenceCategoryCreated: 'Absence category "{{name}}" created',
  absenceCategoryUpdated: 'Absence category "{{name}}" updated',

  payrollProfileTypeCreated: 'Payroll profile type "{{name}}" created',
  payrollProfileTypeUpdated: 'Payroll profile type "{{name}}" updated',
  payrollProfileTypeDeleted: 'Payroll profile type "{{name}}" deleted',

  postCreated: 'Post "{{name}}" created',
  postUpdated: 'Post "{{name}}" updated',
  postActivated: 'Post "{{name}}" activated',
  postDeactivated: 'Post "{{name}}" deactivated',
  postDeleted: 'Post "{{name}}" deleted',

  rosterCreated: 'Roster "{{name}}" created',
  rosterUpdated: 'Roster "{{name}}" updated',
  rosterDeleted: 'Roster "{{name}}" deleted',
  guardRemovedFromShift: '{{guard}} removed from shift {{shift}} of roster "{{name}}"',
  guardRemovedFromShifts: '{{guard}} removed from current and future shifts ({{total}})',
  shiftCovered: '{{guard}} covers {{post}} on {{date}} ({{time}})',
  shiftOpened: '{{guard}} taken off {{post}} on {{date}} ({{time}}): {{reason}}',
  shiftPresenceConfirmed: '{{guard}} confirmed present at {{post}} on {{date}} ({{time}})',
  shiftOffered: 'Shift at {{post}} on {{date}} ({{time}}) offered to {{count}} guards',
  shiftOfferAccepted: '{{guard}} accepted the shift at {{post}} on {{date}} ({{time}})',

  lateCheckIn: 'Late check-in at {{post}}',
  smsDeliveryFailed: 'SMS delivery failed to {{phone}}',
  smsReceived: 'SMS received from {{phone}}',

  deviceRegistered: 'Kiosk "{{name}}" registered',
  devicePaired: 'Kiosk "{{name}}" paired',
  deviceRevoked: 'Kiosk "{{name}}" revoked',

  vehicleCreated: 'Vehicle {{plate}} created',
  vehicleUpdated: 'Vehicle {{plate}} updated',
  vehicleDeleted: 'Vehicle {{plate}} deleted',
  vehicleImagesAdded: '{{total}} image(s) added to vehicle {{plate}}',
  vehicleImageRemoved: 'Image removed from vehicle {{plate}}',
  vehicleDocumentAdded: 'Document "{{document}}" added to vehicle {{plate}}',
  vehicleDocumentRemoved: 'Document "{{document}}" removed from vehicle {{plate}}',
  vehicleAssigned: 'Vehicle {{plate}} assigned to {{target}}',
  vehicleUnassigned: 'Vehicle {{plate}} unassigned',
  vehicleLogAdded: 'Odometer {{odometer}} logged for vehicle {{plate}}',
  vehicleInspected: 'Vehicle {{plate}} inspected ({{defects}} defect(s))',
  vehicleDefectFixed: 'Defect "{{defect}}" of vehicle {{plate}} fixed',
  vehicleInspectionPhotosAdded: '{{total}} photo(s) added to the {{date}} inspection of vehicle {{plate}}',

  uniformCategoryCreated: 'Uniform category "{{name}}" created',
  uniformCategoryUpdated: 'Uniform category "{{name}}" updated',
  uniformCategoryDeleted: 'Uniform category "{{name}}" deleted',
  uniformItemCreated: 'Uniform item "{{name}}" created',
  uniformItemUpdated: 'Uniform item "{{name}}" updated',
  uniformItemDeleted: 'Uniform item "{{name}}" deleted',
  uniformStockChanged: 'Stock of "{{name}}" size {{size}} changed by {{delta}}',
  uniformIssued: '{{quantity}} × "{{name}}" ({{size}}) issued to {{guard}}',
  uniformReturned: '{{quantity}} × "{{name}}" ({{size}}) returned by {{guard}}',

  emergencyContactCreated: 'Emergency contact "{{name}}" created',
  emergencyContactUpdated: 'Emergency contact "{{name}}" updated',
  emergencyContactDeleted: 'Emergency contact "{{name}}" deleted',

  opportunityCreated: 'Opportunity "{{title}}" created',
  opportunityUpdated: 'Opportunity "{{title}}" updated',
  opportunityDeleted: 'Opportunity "{{title}}" deleted',
  opportunityDuplicated: 'Opportunity "{{title}}" duplicated',
  opportunityStatusChanged: 'Opportunity "{{title}}": {{from}} → {{to}}',
  opportunityGuardsAssigned: '{{total}} guard(s) assigned to opportunity "{{title}}"',
  opportunityQuoteGenerated: 'Quote {{number}} generated for opportunity "{{title}}"',
  opportunityQuoteSent: 'Quote {{number}} sent to {{email}}',
  opportunityFollowUpScheduled: 'Follow-up of opportunity "{{title}}" scheduled for {{at}}',
  opportunitySettingsUpdated: 'Quote settings updated (tax {{rate}})',
} as const;

export type TSystemLogMessageKey = keyof typeof SYSTEM_LOG_MESSAGES_EN;

export const SYSTEM_LOG_MESSAGES: Record<TLanguage, Record<TSystemLogMessageKey, string>> = {
  en: SYSTEM_LOG_MESSAGES_EN,
  es: {
    signedIn: '{{email}} inició sesión',
    signedOut: '{{email}} cerró sesión',
    signInFailed: 'Inicio de sesión fallido de {{email}}',

    companyCreated: 'Empresa "{{name}}" creada',
    companyUpdated: 'Empresa "{{name}}" actualizada',
    companyDeactivated: 'Empresa "{{name}}" desactivada',
    companyReactivated: 'Empresa "{{name}}" reactivada',
    companyLogoUpdated: 'Logotipo de "{{name}}" actualizado',
    companyLogoRemoved: 'Logotipo de "{{name}}" eliminado',
    webrtcSettingsUpdated: 'Configuración WebRTC actualizada',
    documentTypeSaved: 'Tipo de documento "{{name}}" guardado',
    smtpSettingsUpdated: 'Configuración de correo (SMTP) actualizada',
    emailTemplateUpdated: 'Plantilla de correo "{{kind}}" ({{language}}) actualizada',
    emailTemplateReset: 'Plantilla de correo "{{kind}}" ({{language}}) restablecida',
    notificationDefaultsUpdated: 'Valores de notificación actualizados',
    jobRetried: 'Proceso "{{name}}" puesto de nuevo en cola manualmente',

    customerCompanyCreated: 'Empresa cliente "{{name}}" creada',
    customerCompanyUpdated: 'Empresa cliente "{{name}}" actualizada',
    customerCompanyDeactivated: 'Empresa cliente "{{name}}" desactivada',
    customerCompanyReactivated: 'Empresa cliente "{{name}}" reactivada',
    customerCompanyDeleted: 'Empresa cliente "{{name}}" eliminada',

    roleCreated: 'Rol "{{name}}" creado',
    roleUpdated: 'Rol "{{name}}" actualizado',
    roleActivated: 'Rol "{{name}}" activado',
    roleDeactivated: 'Rol "{{name}}" desactivado',
    roleDeleted: 'Rol "{{name}}" eliminado',
    userAccessChanged: 'Acceso de {{email}} modificado',

    userCreated: 'Usuario {{email}} creado',
    userUpdated: 'Usuario {{email}} actualizado',
    userDeactivated: 'Usuario {{email}} desactivado',
    userReactivated: 'Usuario {{email}} reactivado',
    userDeleted: 'Usuario {{email}} eliminado',
    userPasswordSet: 'Nueva contraseña establecida para {{email}}',
    userSipSettingsUpdated: 'Configuración SIP de {{email}} actualizada',
    userPhotoUpdated: 'Foto de perfil de {{email}} actualizada',
    userPhotoRemoved: 'Foto de perfil de {{email}} eliminada',

    documentUploaded: 'Documento "{{document}}" subido para {{name}}',
    documentDeleted: 'Documento "{{document}}" eliminado de {{name}}',
    memoUploaded: 'Memorando "{{document}}" subido para {{name}}',
    memoDeleted: 'Memorando "{{document}}" eliminado de {{name}}',
    bannedPostsUpdated: 'Puestos vetados actualizados para {{name}}',
    facePhotosUploaded: 'Fotos faciales subidas para {{name}} ({{total}})',
    faceVideoUploaded: 'Video facial subido para {{name}}',
    faceDataUpdated: 'Datos de reconocimiento facial actualizados para {{name}}',

    absenceCreated: '{{name}} marcado ausente del {{startDate}} al {{endDate}}',
    absenceUpdated: 'Ausencia de {{name}} actualizada',
    absenceResolved: 'Ausencia de {{name}} resuelta',
    absenceCategoryCreated: 'Categoría de ausencia "{{name}}" creada',
    absenceCategoryUpdated: 'Categoría de ausencia "{{name}}" actualizada',

    payrollProfileTypeCreated: 'Tipo de perfil de nómina "{{name}}" creado',
    payrollProfileTypeUpdated: 'Tipo de perfil de nómina "{{name}}" actualizado',
    payrollProfileTypeDeleted: 'Tipo de perfil de nómina "{{name}}" eliminado',

    postCreated: 'Puesto "{{name}}" creado',
    postUpdated: 'Puesto "{{name}}" actualizado',
    postActivated: 'Puesto "{{name}}" activado',
    postDeactivated: 'Puesto "{{name}}" desactivado',
    postDeleted: 'Puesto "{{name}}" eliminado',

    rosterCreated: 'Cuadrante "{{name}}" creado',
    rosterUpdated: 'Cuadrante "{{name}}" actualizado',
    rosterDeleted: 'Cuadrante "{{name}}" eliminado',
    guardRemovedFromShift: '{{guard}} retirado del turno {{shift}} del cuadrante "{{name}}"',
    guardRemovedFromShifts: '{{guard}} retirado de los turnos actuales y futuros ({{total}})',
    shiftCovered: '{{guard}} cubre {{post}} el {{date}} ({{time}})',
    shiftOpened: '{{guard}} retirado de {{post}} el {{date}} ({{time}}): {{reason}}',
    shiftPresenceConfirmed: '{{guard}} confirmado presente en {{post}} el {{date}} ({{time}})',
    shiftOffered: 'Turno en {{post}} el {{date}} ({{time}}) ofrecido a {{count}} guardias',
    shiftOfferAccepted: '{{guard}} aceptó el turno en {{post}} el {{date}} ({{time}})',

    lateCheckIn: 'Entrada tardía en {{post}}',
    smsDeliveryFailed: 'Falló el envío de SMS a {{phone}}',
    smsReceived: 'SMS recibido de {{phone}}',

    deviceRegistered: 'Quiosco "{{name}}" registrado',
    devicePaired: 'Quiosco "{{name}}" emparejado',
    deviceRevoked: 'Quiosco "{{name}}" revocado',

    vehicleCreated: 'Vehículo {{plate}} creado',
    vehicleUpdated: 'Vehículo {{plate}} actualizado',
    vehicleDeleted: 'Vehículo {{plate}} eliminado',
    vehicleImagesAdded: '{{total}} imagen(es) agregada(s) al vehículo {{plate}}',
    vehicleImageRemoved: 'Imagen eliminada del vehículo {{plate}}',
    vehicleDocumentAdded: 'Documento "{{document}}" agregado al vehículo {{plate}}',
    vehicleDocumentRemoved: 'Documento "{{document}}" eliminado del vehículo {{plate}}',
    vehicleAssigned: 'Vehículo {{plate}} asignado a {{target}}',
    vehicleUnassigned: 'Vehículo {{plate}} sin asignar',
    vehicleLogAdded: 'Odómetro {{odometer}} registrado para el vehículo {{plate}}',
    vehicleInspected: 'Vehículo {{plate}} inspeccionado ({{defects}} defecto(s))',
    vehicleDefectFixed: 'Defecto "{{defect}}" del vehículo {{plate}} reparado',
    vehicleInspectionPhotosAdded: '{{total}} foto(s) agregada(s) a la inspección del {{date}} del vehículo {{plate}}',

    uniformCategoryCreated: 'Categoría de uniformes "{{name}}" creada',
    uniformCategoryUpdated: 'Categoría de uniformes "{{name}}" actualizada',
    uniformCategoryDeleted: 'Categoría de uniformes "{{name}}" eliminada',
    uniformItemCreated: 'Artículo "{{name}}" creado',
    uniformItemUpdated: 'Artículo "{{name}}" actualizado',
    uniformItemDeleted: 'Artículo "{{name}}" eliminado',
    uniformStockChanged: 'Existencias de "{{name}}" talla {{size}} cambiadas en {{delta}}',
    uniformIssued: '{{quantity}} × "{{name}}" ({{size}}) entregado(s) a {{guard}}',
    uniformReturned: '{{quantity}} × "{{name}}" ({{size}}) devuelto(s) por {{guard}}',

    emergencyContactCreated: 'Contacto de emergencia "{{name}}" creado',
    emergencyContactUpdated: 'Contacto de emergencia "{{name}}" actualizado',
    emergencyContactDeleted: 'Contacto de emergencia "{{name}}" eliminado',

    opportunityCreated: 'Oportunidad "{{title}}" creada',
    opportunityUpdated: 'Oportunidad "{{title}}" actualizada',
    opportunityDeleted: 'Oportunidad "{{title}}" eliminada',
    opportunityDuplicated: 'Oportunidad "{{title}}" duplicada',
    opportunityStatusChanged: 'Oportunidad "{{title}}": {{from}} → {{to}}',
    opportunityGuardsAssigned: '{{total}} guardia(s) asignado(s) a la oportunidad "{{title}}"',
    opportunityQuoteGenerated: 'Cotización {{number}} generada para la oportunidad "{{title}}"',
    opportunityQuoteSent: 'Cotización {{number}} enviada a {{email}}',
    opportunityFollowUpScheduled: 'Seguimiento de la oportunidad "{{title}}" programado para {{at}}',
    opportunitySettingsUpdated: 'Configuración de cotizaciones actualizada (impuesto {{rate}})',
  },
};

/** 'a {{x}} b {{y}}' → 'x' | 'y'. */
type TPlaceholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | TPlaceholders<Rest> : never;

/** One entry's message: its key and exactly the values its text needs. */
export type TSystemLogMessage = {
  [K in TSystemLogMessageKey]: [TPlaceholders<(typeof SYSTEM_LOG_MESSAGES_EN)[K]>] extends [never]
    ? { key: K; params?: Record<string, never> }
    : { key: K; params: Record<TPlaceholders<(typeof SYSTEM_LOG_MESSAGES_EN)[K]>, string | number> };
}[TSystemLogMessageKey];

export const isSystemLogMessageKey = (value: unknown): value is TSystemLogMessageKey =>
  typeof value === 'string' && Object.hasOwn(SYSTEM_LOG_MESSAGES_EN, value);

/** The message in one language ({{name}} replaced by its value; a missing value stays visible as {{name}}). */
export const formatSystemLogMessage = (
  language: TLanguage,
  key: TSystemLogMessageKey,
  params: Readonly<Record<string, unknown>> = {},
): string =>
  SYSTEM_LOG_MESSAGES[language][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] !== null && params[name] !== undefined ? String(params[name]) : whole,
  );
