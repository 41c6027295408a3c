// A short warning beside a value (a post or a rate card billed at a loss): an icon and words, read as one note; `isLive`
// announces it when it appears while the user types.
import { TriangleAlert } from 'lucide-react';

export const InlineWarning = ({ children, isLive = false }: { children: string; isLive?: boolean }) => (
  <p role={isLive ? 'status' : undefined} className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800">
    <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
    <span>{children}</span>
  </p>
);
