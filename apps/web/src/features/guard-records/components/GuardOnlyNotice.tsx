// Shown instead of a guard-only tab for other roles (spec section 6: those tabs and their data load only for guards).
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';

export const GuardOnlyNotice = () => {
  const { t } = useTranslation('guardRecords');
  return <EmptyState icon={ShieldAlert} title={t('guardOnly')} />;
};
