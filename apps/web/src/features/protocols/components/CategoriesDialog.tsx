// The company's protocol categories: add, rename, delete (a category still used by a protocol is refused, 409).
import type { TProtocolCategory } from '@centinela/shared/contracts/protocols';
import { Check, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { errorMessage } from '@/lib/errors';
import { useProtocolActions, useProtocolCategories } from '../hooks/useProtocols';

const CategoryRow = ({ category }: { category: TProtocolCategory }) => {
  const { t } = useTranslation('protocols');
  const [name, setName] = useState(category.name);
  const { saveCategory, removeCategory } = useProtocolActions();
  const fail = (error: unknown) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
  return (
    <li className="flex items-center gap-2">
      <Input
        aria-label={t('categories.nameOf', { name: category.name })}
        value={name}
        disabled={!category.can.update}
        onChange={(e) => setName(e.target.value)}
      />
      <span className="shrink-0 text-xs text-slate-600">{t('categories.count', { count: category.protocolCount })}</span>
      {category.can.update && name.trim() !== category.name && (
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('categories.rename', { name: category.name })}
          onClick={() =>
            saveCategory
              .mutateAsync({ id: category.id, name: name.trim() })
              .then(() => toast.success(t('toasts.categorySaved')))
              .catch(fail)
          }
        >
          <Check aria-hidden="true" />
        </Button>
      )}
      {category.can.delete && (
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('categories.delete', { name: category.name })}
          onClick={() =>
            removeCategory
              .mutateAsync(category.id)
              .then(() => toast.success(t('toasts.categoryDeleted')))
              .catch(fail)
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
};

export const CategoriesDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('protocols');
  const newId = useId();
  const [name, setName] = useState('');
  const categories = useProtocolCategories(isOpen);
  const { saveCategory } = useProtocolActions();
  const add = () =>
    saveCategory
      .mutateAsync({ name: name.trim() })
      .then(() => {
        toast.success(t('toasts.categorySaved'));
        setName('');
      })
      .catch((error) => toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) }));
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('categories.title')}</DialogTitle>
          <DialogDescription>{t('categories.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) add();
          }}
        >
          <div className="grid flex-1 gap-1">
            <Label htmlFor={newId}>{t('categories.new')}</Label>
            <Input id={newId} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" disabled={!name.trim() || saveCategory.isPending}>
            <Plus aria-hidden="true" />
            {t('categories.add')}
          </Button>
        </form>
        <ul className="grid gap-2">
          {(categories.data ?? []).map((c) => (
            <CategoryRow key={`${c.id}-${c.name}`} category={c} />
          ))}
          {categories.data?.length === 0 && <li className="text-sm text-slate-600">{t('categories.empty')}</li>}
        </ul>
      </DialogContent>
    </Dialog>
  );
};
