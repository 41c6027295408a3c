// A details popover (Radix) that opens on hover, on click or tap, and on keyboard focus of its trigger, and closes on
// Escape, on a click elsewhere, or when the pointer and the focus have both left. For content people need on phones too
// (a tooltip alone never opens on touch).
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const CLOSE_DELAY_MS = 150;

export type TDetailPopoverProps = {
  /** The trigger's content; the trigger is a button filling its container. */
  children: ReactNode;
  /** The detail shown in the popover. */
  content: ReactNode;
  /**
   * What the trigger does, said first in its accessible name; the name goes on with the trigger's visible content, so a
   * voice-control user who says what he sees reaches it (axe's label-content-name-mismatch).
   */
  label: string;
  triggerClassName?: string;
  contentClassName?: string;
};

export const DetailPopover = ({ children, content, label, triggerClassName, contentClassName }: TDetailPopoverProps) => {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, [cancelClose]);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor asChild>
        <button
          type="button"
          aria-expanded={open}
          aria-haspopup="dialog"
          className={cn(
            'block w-full min-w-0 cursor-pointer text-left focus-visible:outline-2 focus-visible:outline-brand-600',
            triggerClassName,
          )}
          onClick={show}
          onFocus={show}
          onBlur={hideSoon}
          onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
          onPointerLeave={(event) => event.pointerType === 'mouse' && hideSoon()}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <span className="sr-only">{`${label}: `}</span>
          {children}
        </button>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // The trigger keeps the focus (it opened on focus or hover); the content is read, not operated.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={cancelClose}
          onPointerLeave={hideSoon}
          className={cn(
            'z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg',
            contentClassName,
          )}
        >
          {content}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
};
