// Confirmation dialogs: the AlertDialog parts, and confirmAction() that asks and resolves true/false (one host at the app root).
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { buttonVariants } from './Button';
import { overlayClassName } from './Dialog';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export const AlertDialogContent = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) => (
  <AlertDialogPrimitive.Portal>
    <AlertDialogPrimitive.Overlay className={overlayClassName} />
    <AlertDialogPrimitive.Content
      className={cn(
        'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  </AlertDialogPrimitive.Portal>
);

export const AlertDialogTitle = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) => (
  <AlertDialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />
);

export const AlertDialogDescription = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Description>) => (
  <AlertDialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />
);

export const AlertDialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);

export const AlertDialogCancel = ({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) => (
  <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...props} />
);

export const AlertDialogAction = ({
  className,
  isDestructive,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & { isDestructive?: boolean }) => (
  <AlertDialogPrimitive.Action
    className={cn(buttonVariants({ variant: isDestructive ? 'destructive' : 'default' }), className)}
    {...props}
  />
);

export type TConfirmOptions = {
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isDestructive?: boolean;
};

type TPendingConfirm = TConfirmOptions & { resolve: (isConfirmed: boolean) => void };

let pending: TPendingConfirm | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Asks the user to confirm; resolves true on confirm, false on cancel or close. Needs <ConfirmDialogHost /> mounted once. */
export const confirmAction = (options: TConfirmOptions = {}): Promise<boolean> =>
  new Promise((resolve) => {
    pending?.resolve(false);
    pending = { ...options, resolve };
    emit();
  });

const settle = (isConfirmed: boolean) => {
  const current = pending;
  pending = null;
  emit();
  current?.resolve(isConfirmed);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const ConfirmDialogHost = () => {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(subscribe, () => pending);
  return (
    <AlertDialog open={current !== null} onOpenChange={(isOpen) => !isOpen && settle(false)}>
      <AlertDialogContent>
        <AlertDialogTitle>{current?.title ?? t('confirm.title')}</AlertDialogTitle>
        <AlertDialogDescription>{current?.description ?? t('confirm.deleteItem')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => settle(false)}>{current?.cancelLabel ?? t('actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction isDestructive={current?.isDestructive ?? true} onClick={() => settle(true)}>
            {current?.confirmLabel ?? t('actions.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
