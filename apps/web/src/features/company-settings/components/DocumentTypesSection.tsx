// Document types of the company; "required for duty" makes the availability service refuse a guard without a valid one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Switch } from '@/components/ui/Switch';
import { errorMessage } from '@/lib/errors';
import { useDocumentTypes, useSaveDocumentType } from '../hooks/useCompanySettings';

export const DocumentTypesSection = ({ isReadOnly }: { isReadOnly: boolean }) => {
  const { t } = useTranslation('companySettings');
  const types = useDocumentTypes();
  const save = useSaveDocumentType();
  const [name, setName] = useState('');
  const add = async () => {
    try {
      await save.mutateAsync({ body: { name, requiredForDuty: true } });
      setName('');
      toast.success(t('toasts.saved'));
    } catch (error) {
      toast.error(t('toasts.saveFailed'), { description: errorMessage(error) });
    }
  };
  const items = (types.data ?? []).filter((x) => x.isActive);
  return (
    <div className="grid gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('documentTypes.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t('documentTypes.title')}>
          {items.map((type) => (
            <li key={type.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-sm font-medium text-slate-800">{type.name}</span>
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <span aria-hidden="true">{t('documentTypes.requiredForDuty')}</span>
                <Switch
                  checked={type.requiredForDuty}
                  disabled={isReadOnly || save.isPending}
                  aria-label={`${type.name}: ${t('documentTypes.requiredForDuty')}`}
                  onCheckedChange={(checked) => save.mutate({ id: type.id, body: { requiredForDuty: checked } })}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {!isReadOnly && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            aria-label={t('documentTypes.newName')}
            placeholder={t('documentTypes.newName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button variant="outline" onClick={add} disabled={!name.trim() || save.isPending}>
            {t('documentTypes.add')}
          </Button>
        </div>
      )}
    </div>
  );
};
