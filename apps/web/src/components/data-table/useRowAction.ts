// A row action of a list (delete, deactivate…): ask for confirmation when it is destructive, mark the row busy (its
// RowActions show a spinner), run the write, then say how it went — one place instead of a copy per list page.
import { useState } from 'react';
import { toast } from 'sonner';
import { confirmAction, type TConfirmOptions } from '@/components/ui/AlertDialog';
import { errorMessage } from '@/lib/errors';

export type TRowActionMessages<TResult = unknown> = {
  /** Asked first; the action runs only when confirmed. A function prepares the question while the row shows busy
   *  (e.g. what deactivating would affect, read from the server). */
  confirm?: TConfirmOptions | (() => Promise<TConfirmOptions>);
  /** Toast after the write succeeded (a function words it from the write's answer). */
  success: string | ((result: TResult) => string);
  /** Title of the error toast, and its text when the server's answer has none the user can read. */
  errorTitle: string;
  errorFallback: string;
  /** Words a refusal better than its code does (a 409 that says what still uses the row); undefined keeps the default. */
  errorText?: (error: unknown) => string | null | undefined;
};

/** The keys every list's delete reads from its area's namespace (plus the shared Delete button). */
const DELETE_KEYS = {
  title: 'delete.title',
  description: 'delete.description',
  deleted: 'toasts.deleted',
  errorTitle: 'toasts.errorTitle',
  failed: 'toasts.deleteFailed',
  button: 'common:actions.delete',
} as const;
type TDeleteWords = (key: (typeof DELETE_KEYS)[keyof typeof DELETE_KEYS], options?: Record<string, unknown>) => string;

/**
 * A list's delete, worded by its area's namespace (TypeScript checks the caller's `t` has every key): "delete.title"
 * (with `titleParams`, e.g. the row's name) and "delete.description" asked first, then "toasts.deleted", or
 * "toasts.errorTitle" with "toasts.deleteFailed".
 */
export const deleteMessages = (t: TDeleteWords, titleParams: Record<string, unknown>): TRowActionMessages => ({
  confirm: {
    title: t(DELETE_KEYS.title, titleParams),
    description: t(DELETE_KEYS.description),
    confirmLabel: t(DELETE_KEYS.button),
    isDestructive: true,
  },
  success: t(DELETE_KEYS.deleted),
  errorTitle: t(DELETE_KEYS.errorTitle),
  errorFallback: t(DELETE_KEYS.failed),
});

export const useRowAction = () => {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async <TResult>(id: string, write: () => Promise<TResult>, messages: TRowActionMessages<TResult>): Promise<boolean> => {
    const { confirm } = messages;
    if (confirm && typeof confirm !== 'function' && !(await confirmAction(confirm))) return false;
    setBusyId(id);
    try {
      if (typeof confirm === 'function' && !(await confirmAction(await confirm()))) return false;
      const result = await write();
      toast.success(typeof messages.success === 'function' ? messages.success(result) : messages.success);
      return true;
    } catch (error) {
      toast.error(messages.errorTitle, { description: messages.errorText?.(error) ?? errorMessage(error, messages.errorFallback) });
      return false;
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
};
