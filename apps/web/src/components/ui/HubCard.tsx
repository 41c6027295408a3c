// A card of a hub page (/reports, /settings): an icon, a title and a line on what the page shows. A link when the page
// may be opened; otherwise a dashed card whose badge says why (not built yet, or no access).
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from './Badge';

type THubCardProps = {
  /** Unique on the page: the title's and description's element ids derive from it. */
  id: string;
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Null when the card opens its page; else the badge's text (why it does not). */
  closedReason: string | null;
  /** The closed card's test id. */
  testId?: string;
};

export const HubCard = ({ id, to, title, description, icon: Icon, closedReason, testId }: THubCardProps) => {
  const isOpen = closedReason === null;
  // An open card is a "stretched link": the title is the link (its accessible name is the text it shows) and its
  // ::after covers the card, so the whole card answers a click; the description describes it.
  const titleText = isOpen ? (
    <Link
      to={to}
      aria-describedby={`${id}-description`}
      className="block font-medium wrap-anywhere text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
    >
      {title}
    </Link>
  ) : (
    <span className="block font-medium wrap-anywhere text-slate-900">{title}</span>
  );
  return (
    <li className="flex">
      <div
        aria-disabled={isOpen ? undefined : 'true'}
        data-testid={isOpen ? undefined : testId}
        className={
          isOpen
            ? 'relative flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40'
            : 'flex w-full flex-col rounded-xl border border-dashed border-slate-200 bg-slate-50 p-4'
        }
      >
        <span className="flex items-start gap-3">
          <span
            className={
              isOpen
                ? 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700'
                : 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400'
            }
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span id={`${id}-title`} className="block">
              {titleText}
            </span>
            <span id={`${id}-description`} className="mt-1 block text-sm text-slate-600">
              {description}
            </span>
          </span>
          {isOpen && <ChevronRight className="mt-2 size-4 shrink-0 text-slate-400" aria-hidden="true" />}
        </span>
        {!isOpen && (
          <Badge variant="neutral" className="mt-3 self-start">
            {closedReason}
          </Badge>
        )}
      </div>
    </li>
  );
};

/** A titled group of hub cards. */
export const HubSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
      {title}
    </h2>
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
  </section>
);
