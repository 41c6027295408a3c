// Copy one day's shifts (times, guards needed and guards) onto other days of the week.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { useLanguage } from '@/i18n/useLanguage';
import { DAYS, weekdayName } from '../lib/schedule';

export const CopyDayDialog = ({ from, onClose, onCopy }: { from: number | null; onClose: () => void; onCopy: (to: number[]) => void }) => {
  const { t } = useTranslation(['rosters', 'common']);
  const { language } = useLanguage();
  const [selected, setSelected] = useState<number[]>([]);
  const close = () => {
    setSelected([]);
    onClose();
  };
  return (
    <Dialog open={from !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('copyDay.title', { day: from === null ? '' : weekdayName(from, language) })}</DialogTitle>
          <DialogDescription>{t('copyDay.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('copyDay.targets')}</legend>
          {DAYS.filter((d) => d !== from).map((d) => {
            const id = `copy-day-${d}`;
            return (
              <div key={d} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={selected.includes(d)}
                  onCheckedChange={(checked) => setSelected((list) => (checked ? [...list, d] : list.filter((x) => x !== d)))}
                />
                <label htmlFor={id} className="text-sm capitalize text-slate-800">
                  {weekdayName(d, language)}
                </label>
              </div>
            );
          })}
        </fieldset>
        <div className="flex gap-2">
          <Button variant="link" size="sm" onClick={() => setSelected(DAYS.filter((d) => d !== from && d >= 1 && d <= 5))}>
            {t('copyDay.weekdays')}
          </Button>
          <Button variant="link" size="sm" onClick={() => setSelected(DAYS.filter((d) => d !== from))}>
            {t('copyDay.allDays')}
          </Button>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={selected.length === 0}
            onClick={() => {
              onCopy(selected);
              setSelected([]);
            }}
          >
            {t('copyDay.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
