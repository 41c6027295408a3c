// A short warning beside a value (a post or a rate card billed at a loss): an icon and words, read as one note. A
// warning that appears as the user types goes inside an always-mounted role="status" region (screen readers announce
// what changes in a live region, not a region that appears with its text).
import { TriangleAlert } from 'lucide-react';

export const InlineWarning = ({ children, id }: { children: string; id?: string }) => (
  <p id={id} className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800">
    <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
    <span>{children}</span>
  </p>
);
