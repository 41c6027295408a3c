// Typed calls of /settings/general and /settings/email-templates: the company (endpoints/companies.ts), its SMTP server,
// templates and notification defaults (endpoints/email.ts) and document types (endpoints/guard-records.ts).
import type { TUpdateEmailTemplate, TUpdateSmtpSettings } from '@centinela/shared/contracts/email-templates';
import type { TCreateDocumentType, TUpdateDocumentType } from '@centinela/shared/contracts/guard-records';
import type { TCompanyFields } from '@centinela/shared/contracts/companies';
import type { TNotificationPreferences } from '@centinela/shared/contracts/notifications';
import type { TLanguage } from '@centinela/shared';
import type { TEmailTemplateKind } from '@centinela/shared/contracts/email-templates';
import * as companiesApi from '@centinela/shared/endpoints/companies';
import * as emailApi from '@centinela/shared/endpoints/email';
import * as guardRecordsApi from '@centinela/shared/endpoints/guard-records';
import * as notificationsApi from '@centinela/shared/endpoints/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useOwnCompany = (companyId: string | null) =>
  useQuery({ ...apiQuery(companiesApi.get, { params: { id: companyId ?? '' } }), enabled: Boolean(companyId) });

export const useUpdateCompanySettings = (companyId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TCompanyFields>) => callApi(companiesApi.update, { params: { id: companyId }, body }),
    onSuccess: () => invalidateEntities(client, ['companies']),
  });
};

export const useSmtpSettings = () => useQuery(apiQuery(emailApi.smtp, { query: {} }));

export const useSaveSmtp = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSmtpSettings) => callApi(emailApi.updateSmtp, { query: {}, body }),
    onSuccess: (saved) => client.setQueryData(apiKey(emailApi.smtp, { query: {} }), saved),
  });
};

export const useTestSmtp = () => useMutation({ mutationFn: (to: string) => callApi(emailApi.testSmtp, { query: {}, body: { to } }) });

export const useEmailTemplates = () => useQuery(apiQuery(emailApi.templates, { query: {} }));

export const useSaveTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, language, body }: { kind: TEmailTemplateKind; language: TLanguage; body: TUpdateEmailTemplate }) =>
      callApi(emailApi.updateTemplate, { params: { kind, language }, query: {}, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey(emailApi.templates, { query: {} }) }),
  });
};

export const useResetTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, language }: { kind: TEmailTemplateKind; language: TLanguage }) =>
      callApi(emailApi.resetTemplate, { params: { kind, language }, query: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey(emailApi.templates, { query: {} }) }),
  });
};

export const useNotificationDefaults = () => useQuery(apiQuery(notificationsApi.preferences));

export const useSaveNotificationDefaults = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotificationPreferences) => callApi(emailApi.updateNotificationDefaults, { query: {}, body }),
    onSuccess: () => invalidateEntities(client, ['notifications']),
  });
};

export const useDocumentTypes = () => useQuery(apiQuery(guardRecordsApi.documentTypes, { query: {} }));

export const useSaveDocumentType = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TCreateDocumentType | TUpdateDocumentType }) =>
      id
        ? callApi(guardRecordsApi.updateDocumentType, { params: { id }, body: body as TUpdateDocumentType })
        : callApi(guardRecordsApi.createDocumentType, { query: {}, body: body as TCreateDocumentType }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey(guardRecordsApi.documentTypes, { query: {} }) }),
  });
};
