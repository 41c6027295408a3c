// A row action of a list (delete, deactivate…): ask for confirmation when it is destructive, mark the row busy (its
// RowActions show a spinner), run the write, then say how it went — one place instead of a copy per list page.
import { useState } from 'react';
import { toast } from 'sonner';
import { confirmAction, type TConfirmOptions } from '@/components/ui/AlertDialog';
import { errorMessage } from '@/lib/errors';

export type TRowActionMessages = {
  /** Asked first; the action runs only when confirmed. */
  confirm?: TConfirmOptions;
  /** Toast after the write succeeded. */
  success: string;
  /** Title of the error toast, and its text when the server's answer has none the user can read. */
  errorTitle: string;
  errorFallback: string;
};

export const useRowAction = () => {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string, write: () => Promise<unknown>, messages: TRowActionMessages): Promise<boolean> => {
    if (messages.confirm && !(await confirmAction(messages.confirm))) return false;
    setBusyId(id);
    try {
      await write();
      toast.success(messages.success);
      return true;
    } catch (error) {
      toast.error(messages.errorTitle, { description: errorMessage(error, messages.errorFallback) });
      return false;
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
};
