// The buttons at the end of a list row: edit (or view), activate/deactivate and delete. Their texts live here (common
// catalogue, rowActions), and each button's accessible name says which row it acts on ('Desactivar Portón norte').
import type { ReactNode } from 'react';
import { type LucideIcon, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './Button';

/** Each button shows only when its action is given (false or undefined leaves it out). */
export type TRowActionsProps = {
  /** The row's name, part of every button's accessible name. */
  name: string;
  /** An action on this row is running: the status and delete buttons wait for it. */
  isBusy?: boolean;
  /** Opens the row: to edit it, or only to view it when `canEdit` is false. */
  edit?: { onClick: () => void; canEdit?: boolean } | false;
  /** Switches the row's status; the icon shows what the button will do. 'reactivate' words it for records that are
   *  normally active and only come back after a deactivation (companies, customers). */
  toggle?: { isActive: boolean; onClick: () => void; activateAs?: 'activate' | 'reactivate' } | false;
  remove?: { onClick: () => void } | false;
  /** An area's own action on the row (e.g. a rate card's "New version"), shown first. */
  extra?: ReactNode;
  /** E.g. 'flex-nowrap' to keep the buttons on one line (the table then widens the column instead). */
  className?: string;
};

const RowActionButton = ({
  icon: Icon,
  label,
  ariaLabel,
  onClick,
  isDisabled,
  className,
}: {
  icon: LucideIcon;
  label: string;
  ariaLabel: string;
  onClick: () => void;
  isDisabled?: boolean;
  className?: string;
}) => (
  <Button variant="ghost" size="sm" className={className} disabled={isDisabled} onClick={onClick} aria-label={ariaLabel}>
    <Icon aria-hidden="true" />
    {label}
  </Button>
);

export const RowActions = ({ name, isBusy = false, edit, toggle, remove, extra, className }: TRowActionsProps) => {
  const { t } = useTranslation('common');
  const openVerb = edit && edit.canEdit === false ? 'view' : 'edit';
  const toggleVerb = toggle && (toggle.isActive ? 'deactivate' : (toggle.activateAs ?? 'activate'));
  return (
    <div className={cn('flex flex-wrap justify-end gap-1', className)}>
      {extra}
      {edit && (
        <RowActionButton
          icon={Pencil}
          label={t(`rowActions.${openVerb}`)}
          ariaLabel={t(`rowActions.${openVerb}Named`, { name })}
          onClick={edit.onClick}
        />
      )}
      {toggle && toggleVerb && (
        <RowActionButton
          icon={toggle.isActive ? PowerOff : Power}
          label={t(`rowActions.${toggleVerb}`)}
          ariaLabel={t(`rowActions.${toggleVerb}Named`, { name })}
          onClick={toggle.onClick}
          isDisabled={isBusy}
        />
      )}
      {remove && (
        <RowActionButton
          icon={Trash2}
          label={t('rowActions.delete')}
          ariaLabel={t('rowActions.deleteNamed', { name })}
          onClick={remove.onClick}
          isDisabled={isBusy}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        />
      )}
    </div>
  );
};
