// /settings/general (issue 20): the company (name, logo, time zone, language, currency, minimum rest — the company
// editor's form), operation and notification settings, sign-in (listed in the picker or not, the company code; issue
// 29), the SMTP server with a test e-mail, notification defaults and document types required for duty. Every value is read where it applies (availability, expiry alerts, e-mails…).
import { can } from '@centinela/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/features/auth/hooks/useSession';
import { CompanyForm } from '@/features/companies/components/CompanyForm';
import { DocumentTypesSection } from '../components/DocumentTypesSection';
import { MatrixEditor } from '@/features/notifications/components/ChannelMatrix';
import { OperationSettingsForm } from '../components/OperationSettingsForm';
import { SignInSettingsForm } from '../components/SignInSettingsForm';
import { SmtpSettingsForm } from '../components/SmtpSettingsForm';
import { useNotificationDefaults, useOwnCompany, useSaveNotificationDefaults, useSmtpSettings } from '../hooks/useCompanySettings';

const Section = ({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) => (
  <Card>
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      {description && <CardDescription>{description}</CardDescription>}
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);

export const GeneralSettingsPage = () => {
  const { t } = useTranslation('companySettings');
  const { user, subject } = useSession();
  const company = useOwnCompany(user?.companyId ?? null);
  const smtp = useSmtpSettings();
  const defaults = useNotificationDefaults();
  const saveDefaults = useSaveNotificationDefaults();
  const [companyFormKey, setCompanyFormKey] = useState(0);
  const isReadOnly = !(subject && can(subject, 'edit', 'settings'));
  const mayEditCompany = Boolean(subject && can(subject, 'edit', 'companies'));

  if (company.isPending || smtp.isPending || defaults.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  if (!company.data) return null;
  return (
    <div className="grid gap-6">
      <PageHeader description={t('description')} />
      <Section title={t('company.title')} description={t('company.description')}>
        <CompanyForm
          key={companyFormKey}
          company={company.data}
          isReadOnly={!mayEditCompany}
          onSaved={() => setCompanyFormKey((k) => k + 1)}
          onCancel={() => setCompanyFormKey((k) => k + 1)}
        />
      </Section>
      <Section title={t('operation.title')} description={t('operation.description')}>
        <OperationSettingsForm key={company.data.updatedAt} company={company.data} isReadOnly={isReadOnly || !mayEditCompany} />
      </Section>
      <Section title={t('signIn.title')} description={t('signIn.description')}>
        <SignInSettingsForm key={company.data.updatedAt} company={company.data} isReadOnly={isReadOnly || !mayEditCompany} />
      </Section>
      <Section title={t('smtp.title')} description={t('smtp.description')}>
        <SmtpSettingsForm settings={smtp.data?.settings ?? null} isReadOnly={isReadOnly} defaultTestAddress={user?.email ?? ''} />
      </Section>
      <Section title={t('notificationDefaults.title')} description={t('notificationDefaults.description')}>
        {defaults.data && (
          <MatrixEditor
            initial={defaults.data.companyDefaults}
            isReadOnly={isReadOnly}
            label={t('notificationDefaults.title')}
            onSave={(value) => saveDefaults.mutateAsync(value)}
          />
        )}
      </Section>
      <Section title={t('documentTypes.title')} description={t('documentTypes.description')}>
        <DocumentTypesSection isReadOnly={isReadOnly} />
      </Section>
    </div>
  );
};
