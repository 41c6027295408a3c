// Create or edit a company: details, and for an existing company its phone (WebRTC) settings.
import type { TCompany } from '@centinela/shared/contracts/companies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { CompanyForm } from './CompanyForm';
import { WebrtcSettingsForm } from './WebrtcSettingsForm';

export type TCompanyEditorTarget = { mode: 'create' } | { mode: 'edit'; company: TCompany };

export const CompanyEditorDialog = ({ target, onClose }: { target: TCompanyEditorTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('companies');
  const [tab, setTab] = useState('details');
  const company = target?.mode === 'edit' ? target.company : undefined;
  // Details, logo and phone settings follow the company's own answer (companies policy), not the viewer's permissions.
  const canEdit = company?.can.update ?? true;
  return (
    <FormDialog
      open={target !== null}
      onClose={() => {
        setTab('details');
        onClose();
      }}
      title={company ? t(canEdit ? 'editor.editTitle' : 'editor.viewTitle', { name: company.name }) : t('editor.createTitle')}
      description={company ? (canEdit ? t('editor.editDescription') : t('editor.viewDescription')) : t('editor.createDescription')}
      className="max-w-3xl"
    >
      {target &&
        (company ? (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="details">{t('editor.detailsTab')}</TabsTrigger>
              <TabsTrigger value="webrtc">{t('editor.webrtcTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="details">
              <CompanyForm company={company} isReadOnly={!canEdit} onSaved={onClose} onCancel={onClose} />
            </TabsContent>
            <TabsContent value="webrtc">
              <WebrtcSettingsForm companyId={company.id} isReadOnly={!canEdit} />
            </TabsContent>
          </Tabs>
        ) : (
          <CompanyForm onSaved={onClose} onCancel={onClose} />
        ))}
    </FormDialog>
  );
};
