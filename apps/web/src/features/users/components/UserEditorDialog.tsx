// The user editor: ONE dialog (page scroll is locked while it is open). Create mode is the form alone; edit mode has
// the tabs details, documents, memos, banned posts, face recognition, sip and absences (spec "Users page").
import { type TUserDetail, userFullName } from '@centinela/shared/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/form-dialog';
import { Spinner } from '@/components/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { can } from '@centinela/shared';
import { AbsencesTab } from '@/features/absences';
import { useSession } from '@/features/auth/hooks/useSession';
import { BannedPostsTab, DocumentsTab, FaceRecognitionTab, MemosTab, SipTab, type TEditedUser } from '@/features/guard-records';
import { GuardKitTab } from '@/features/uniforms-accessories';
import { errorMessage } from '@/lib/errors';
import { useUserDetail } from '../hooks/useUsers';
import { AccessSection } from './AccessSection';
import { SetPasswordDialog } from './SetPasswordDialog';
import { ShiftAssignmentsSection } from './ShiftAssignmentsSection';
import { Section, UserForm } from './UserForm';

export type TEditorTarget = { mode: 'create' } | { mode: 'edit'; userId: string };

const toEditedUser = (user: TUserDetail): TEditedUser => ({
  id: user.id,
  role: user.role,
  companyId: user.companyId,
  name: user.name,
  lastName: user.lastName,
  sipSettings: user.sipSettings,
});

const EditTabs = ({
  user,
  onClose,
  tab,
  onTabChange,
}: {
  user: TUserDetail;
  onClose: () => void;
  tab: string;
  onTabChange: (tab: string) => void;
}) => {
  const { t } = useTranslation(['users', 'common', 'uniformsAccessories']);
  const { subject } = useSession();
  const isGuard = user.role === 'security_guard';
  const showsKit = isGuard && can(subject, 'view', 'uniforms-accessories');
  const edited = toEditedUser(user);
  const tabs = [
    { value: 'details', label: t('tabs.details') },
    ...(isGuard
      ? [
          { value: 'documents', label: t('tabs.documents') },
          { value: 'memos', label: t('tabs.memos') },
          { value: 'banned-posts', label: t('tabs.bannedPosts') },
          { value: 'face-recognition', label: t('tabs.faceRecognition') },
        ]
      : []),
    // The SIP account reaches staff and the user themself only: no settings in the answer, no tab.
    ...(user.sipSettings ? [{ value: 'sip', label: t('tabs.sip') }] : []),
    { value: 'absences', label: t('tabs.absences') },
    ...(showsKit ? [{ value: 'uniforms', label: t('uniformsAccessories:kit.title') }] : []),
  ];
  return (
    <Tabs value={tabs.some((t) => t.value === tab) ? tab : 'details'} onValueChange={onTabChange}>
      <TabsList aria-label={t('tabs.editorLabel')} className="h-auto flex-wrap justify-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="details">
        <UserForm mode="edit" user={user} onSaved={onClose} onCancel={onClose}>
          {isGuard && (
            <Section title={t('sections.shifts')}>
              <ShiftAssignmentsSection userId={user.id} />
            </Section>
          )}
          <Section title={t('sections.access')}>
            <AccessSection userId={user.id} companyId={user.companyId} canEdit={user.can.manageAccess} />
          </Section>
          {user.can.setPassword && (
            <Section title={t('sections.password')}>
              <div>
                <SetPasswordDialog
                  userId={user.id}
                  name={userFullName(user)}
                  owner={{
                    email: user.email,
                    name: user.name,
                    lastName: user.lastName,
                    mothersMaidenName: user.mothersMaidenName,
                    companyName: user.companyName,
                  }}
                />
              </div>
            </Section>
          )}
        </UserForm>
      </TabsContent>
      {isGuard && (
        <>
          <TabsContent value="documents">
            <DocumentsTab user={edited} />
          </TabsContent>
          <TabsContent value="memos">
            <MemosTab user={edited} />
          </TabsContent>
          <TabsContent value="banned-posts">
            <BannedPostsTab user={edited} />
          </TabsContent>
          <TabsContent value="face-recognition">
            <FaceRecognitionTab user={edited} />
          </TabsContent>
        </>
      )}
      {user.sipSettings && (
        <TabsContent value="sip">
          <SipTab user={edited} />
        </TabsContent>
      )}
      <TabsContent value="absences">
        <AbsencesTab user={edited} />
      </TabsContent>
      {showsKit && (
        <TabsContent value="uniforms">
          <GuardKitTab guardId={user.id} />
        </TabsContent>
      )}
    </Tabs>
  );
};

const EditBody = ({ userId, onClose }: { userId: string; onClose: () => void }) => {
  const { t } = useTranslation(['users', 'common', 'uniformsAccessories']);
  const detail = useUserDetail(userId);
  // The open tab lives here, above the keyed tabs: a save (here or in another browser, through live updates) reloads
  // the forms with fresh values but keeps the user on the tab they were using.
  const [tab, setTab] = useState('details');
  if (detail.isPending) return <Spinner label={t('editor.loading')} />;
  if (detail.isError) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-red-700">{errorMessage(detail.error)}</p>
        <div>
          <Button variant="outline" onClick={() => detail.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </div>
    );
  }
  // Keyed by the loaded version so the form starts from fresh values after a save elsewhere.
  return <EditTabs key={detail.data.updatedAt} user={detail.data} onClose={onClose} tab={tab} onTabChange={setTab} />;
};

export const UserEditorDialog = ({ target, onClose }: { target: TEditorTarget; onClose: () => void }) => {
  const { t } = useTranslation(['users', 'common', 'uniformsAccessories']);
  const isCreate = target.mode === 'create';
  const detail = useUserDetail(target.mode === 'edit' ? target.userId : null);
  const name = detail.data ? userFullName(detail.data) : null;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={isCreate ? t('editor.createTitle') : name ? t('editor.editTitleNamed', { name }) : t('editor.editTitle')}
      description={isCreate ? t('editor.createDescription') : t('editor.editDescription')}
      className="max-w-4xl"
      isClosedByOutsideClick={false}
    >
      {target.mode === 'create' ? (
        <UserForm mode="create" onSaved={onClose} onCancel={onClose} />
      ) : (
        <EditBody userId={target.userId} onClose={onClose} />
      )}
    </FormDialog>
  );
};
