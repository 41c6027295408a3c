// The company's incident lists: categories and severities (a severity has a level; high and critical notify).
import {
  SEVERITY_LEVELS,
  type TIncidentListItem,
  type TIncidentListKind,
  type TSeverityLevel,
} from '@centinela/shared/contracts/incidents';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useIncidentActions, useIncidentFormOptions } from '../hooks/useIncidents';
import { incidentErrorText, SeverityBadge } from './shared';

const ListSection = ({ kind, items }: { kind: TIncidentListKind; items: TIncidentListItem[] }) => {
  const { t } = useTranslation('incidents');
  const { saveListItem, removeListItem } = useIncidentActions();
  const [name, setName] = useState('');
  const [level, setLevel] = useState<TSeverityLevel>('medium');
  const fail = (error: unknown) => toast.error(t('toasts.errorTitle'), { description: incidentErrorText(error, t('toasts.failed')) });
  const add = async () => {
    try {
      await saveListItem.mutateAsync({ body: { kind, name, level: kind === 'severity' ? level : null } });
      setName('');
    } catch (error) {
      fail(error);
    }
  };
  const label = kind === 'category' ? t('lists.categories') : t('lists.severities');
  return (
    <section className="grid gap-2" aria-label={label}>
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {items.length === 0 && <p className="text-sm text-slate-500">{t('empty.list')}</p>}
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-2 py-1 text-sm">
            <span className="flex items-center gap-2">
              {item.name}
              {item.level && <SeverityBadge name={t(`levels.${item.level}`)} level={item.level} />}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${t('actions.remove')} ${item.name}`}
              onClick={() => removeListItem.mutateAsync(item.id).catch(fail)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Input
          className="min-w-0 flex-1"
          aria-label={`${label}: ${t('fields.name')}`}
          placeholder={t('fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {kind === 'severity' && (
          <Select aria-label={t('fields.level')} value={level} onChange={(e) => setLevel(e.target.value as TSeverityLevel)}>
            {SEVERITY_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`levels.${l}`)}
              </option>
            ))}
          </Select>
        )}
        <Button disabled={!name.trim() || saveListItem.isPending} onClick={add}>
          {t('lists.add')}
        </Button>
      </div>
    </section>
  );
};

export const ListsDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('incidents');
  const options = useIncidentFormOptions();
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[100dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('lists.title')}</DialogTitle>
          <DialogDescription>{t('lists.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-6">
          <ListSection kind="category" items={options.data?.categories ?? []} />
          <ListSection kind="severity" items={options.data?.severities ?? []} />
        </div>
      </DialogContent>
    </Dialog>
  );
};
