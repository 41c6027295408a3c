// A header icon button with an unread count (notifications, SMS inbox, internal chat): the count in its accessible
// name, a red badge (9+ above 9), and the dialog it opens mounted only while open.
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Tooltip } from '@/components/ui/Tooltip';

/** A count as a badge shows it: 9+ above 9. */
export const countBadgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The button's accessible name: the label and the count, with the badge's own text ("5", "9+") in it as spoken words, so
 * a voice-control user who says what he sees reaches the button (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
const accessibleName = (t: TFunction<'shell'>, label: string, count: number) => {
  if (count <= 0) return label;
  return count > 9 ? t('header.withManyBadge', { label, count }) : t('header.withBadge', { label, count });
};

export type TCountButtonProps = {
  label: string;
  count: number;
  icon: ReactNode;
  /** data-testid of the button and of its badge. */
  testId: string;
  badgeTestId: string;
  dialog: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
};

export const CountButton = ({ label, count, icon, testId, badgeTestId, dialog }: TCountButtonProps) => {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={label}>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={accessibleName(t, label, count)}
          onClick={() => setOpen(true)}
          data-testid={testId}
        >
          {icon}
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid={badgeTestId}
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white"
            >
              {countBadgeText(count)}
            </span>
          )}
        </Button>
      </Tooltip>
      {open && dialog({ open, onOpenChange: setOpen })}
    </>
  );
};
