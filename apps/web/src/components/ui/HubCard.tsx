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
  const inner = (
    <>
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
          <span id={`${id}-title`} className="block font-medium wrap-anywhere text-slate-900">
            {title}
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
    </>
  );
  return (
    <li className="flex">
      {isOpen ? (
        <Link
          to={to}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {inner}
        </Link>
      ) : (
        <div
          aria-disabled="true"
          data-testid={testId}
          className="flex w-full flex-col rounded-xl border border-dashed border-slate-200 bg-slate-50 p-4"
        >
          {inner}
        </div>
      )}
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
