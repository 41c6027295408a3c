// Create or edit a customer company in a dialog.
import type { TCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { CustomerCompanyForm } from './CustomerCompanyForm';

export type TCustomerEditorTarget = { mode: 'create' } | { mode: 'edit'; customer: TCustomerCompany };

export const CustomerCompanyEditorDialog = ({
  target,
  defaultCompanyId,
  isPlatformAdmin,
  canEdit,
  onClose,
}: {
  target: TCustomerEditorTarget | null;
  defaultCompanyId: string;
  isPlatformAdmin: boolean;
  canEdit: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('customerCompanies');
  const customer = target?.mode === 'edit' ? target.customer : undefined;
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={customer ? t(canEdit ? 'editor.editTitle' : 'editor.viewTitle', { name: customer.name }) : t('editor.createTitle')}
      description={customer ? (canEdit ? t('editor.editDescription') : t('editor.viewDescription')) : t('editor.createDescription')}
      className="max-w-3xl"
    >
      {target && (
        <CustomerCompanyForm
          customer={customer}
          defaultCompanyId={defaultCompanyId}
          isPlatformAdmin={isPlatformAdmin}
          isReadOnly={Boolean(customer) && !canEdit}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
};
