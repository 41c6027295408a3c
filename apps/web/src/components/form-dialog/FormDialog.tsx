// The dialog of an editor: title, description and the editor's form (an EditorForm, which closes it on cancel and after
// saving). Mount the form only while there is something to edit, so each opening starts from its own values:
//   <FormDialog open={target !== null} onClose={close} title={…}>{target && <ThingForm target={target} />}</FormDialog>
import { type ReactNode, useMemo } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormDialogContext } from './FormDialogContext';

export type TFormDialogProps = {
  open: boolean;
  /** Closing by Escape, the overlay, the close button, Cancel or after saving. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Classes of the dialog's content (its width: 'max-w-2xl'). */
  className?: string;
  /** A long editor keeps its typing when a click lands outside it (only Escape, × and Cancel close it). */
  isClosedByOutsideClick?: boolean;
  children: ReactNode;
};

export const FormDialog = ({ open, onClose, title, description, className, isClosedByOutsideClick = true, children }: TFormDialogProps) => {
  const context = useMemo(() => ({ title, close: onClose }), [title, onClose]);
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        className={className}
        onInteractOutside={isClosedByOutsideClick ? undefined : (event) => event.preventDefault()}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <FormDialogContext.Provider value={context}>{children}</FormDialogContext.Provider>
      </DialogContent>
    </Dialog>
  );
};
