// Channels per notification type (rows) and channel (columns): the company defaults (/settings/general) and each
// user's own preferences (the notifications dialog) edit the same matrix.
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type TNotificationChannel,
  type TNotificationType,
} from '@centinela/shared/contracts/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { errorMessage } from '@/lib/errors';

type TMatrix = Record<TNotificationType, Record<TNotificationChannel, boolean>>;

export const ChannelMatrix = ({
  value,
  onChange,
  isReadOnly,
  label,
}: {
  value: TMatrix;
  onChange: (next: TMatrix) => void;
  isReadOnly: boolean;
  label: string;
}) => {
  const { t } = useTranslation(['notifications', 'common']);
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('preferences.type')}</TableHead>
          {NOTIFICATION_CHANNELS.map((c) => (
            <TableHead key={c} className="text-center">
              {t(`channels.${c}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {NOTIFICATION_TYPES.map((type) => (
          <TableRow key={type}>
            <TableCell className="font-medium">{t(`types.${type}`)}</TableCell>
            {NOTIFICATION_CHANNELS.map((c) => (
              <TableCell key={c} className="text-center">
                <Checkbox
                  aria-label={`${t(`types.${type}`)}: ${t(`channels.${c}`)}`}
                  checked={value[type][c]}
                  disabled={isReadOnly}
                  onCheckedChange={(checked) => onChange({ ...value, [type]: { ...value[type], [c]: checked } })}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const MatrixEditor = ({
  initial,
  isReadOnly,
  label,
  onSave,
}: {
  initial: TMatrix;
  isReadOnly: boolean;
  label: string;
  onSave: (value: TMatrix) => Promise<unknown>;
}) => {
  const { t } = useTranslation(['notifications', 'common']);
  const [value, setValue] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => setValue(initial), [initial]);
  const save = async () => {
    setIsSaving(true);
    try {
      await onSave(value);
      toast.success(t('preferences.saved'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <div className="grid gap-3">
      <ChannelMatrix value={value} onChange={setValue} isReadOnly={isReadOnly} label={label} />
      {!isReadOnly && (
        <div className="flex justify-end">
          <Button onClick={save} disabled={isSaving}>
            {t('common:actions.save')}
          </Button>
        </div>
      )}
    </div>
  );
};
