// The buttons at the end of a list row: edit (or view), activate/deactivate and delete, each naming its row.
import { type LucideIcon, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './Button';

/** One button: its visible text and the accessible name that says which row it acts on, both already translated. */
export type TRowAction = { label: string; ariaLabel: string; onClick: () => void };

/** Each button shows only when its action is given (false or undefined leaves it out). */
export type TRowActionsProps = {
  /** An action on this row is running: the status and delete buttons wait for it. */
  isBusy?: boolean;
  /** Opens the row (to edit it, or to view it when the user may not edit). */
  edit?: TRowAction | false;
  /** Switches the row's status; the icon shows what the button will do. */
  toggle?: (TRowAction & { isActive: boolean }) | false;
  remove?: TRowAction | false;
  /** E.g. 'flex-nowrap' to keep the buttons on one line (the table then widens the column instead). */
  className?: string;
};

const RowActionButton = ({
  icon: Icon,
  action,
  isDisabled,
  className,
}: {
  icon: LucideIcon;
  action: TRowAction;
  isDisabled?: boolean;
  className?: string;
}) => (
  <Button variant="ghost" size="sm" className={className} disabled={isDisabled} onClick={action.onClick} aria-label={action.ariaLabel}>
    <Icon aria-hidden="true" />
    {action.label}
  </Button>
);

export const RowActions = ({ isBusy = false, edit, toggle, remove, className }: TRowActionsProps) => (
  <div className={cn('flex flex-wrap justify-end gap-1', className)}>
    {edit && <RowActionButton icon={Pencil} action={edit} />}
    {toggle && <RowActionButton icon={toggle.isActive ? PowerOff : Power} action={toggle} isDisabled={isBusy} />}
    {remove && (
      <RowActionButton icon={Trash2} action={remove} isDisabled={isBusy} className="text-red-700 hover:bg-red-50 hover:text-red-800" />
    )}
  </div>
);
