// Create or edit a customer company in a dialog.
import type { TCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
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
    <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {customer ? t(canEdit ? 'editor.editTitle' : 'editor.viewTitle', { name: customer.name }) : t('editor.createTitle')}
          </DialogTitle>
          <DialogDescription>
            {customer ? (canEdit ? t('editor.editDescription') : t('editor.viewDescription')) : t('editor.createDescription')}
          </DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
};
