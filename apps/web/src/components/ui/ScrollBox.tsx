// A box that scrolls its content (a wide table) inside the page. When its content overflows, a keyboard user must be
// able to reach it to scroll it (WCAG 2.1.1, axe's scrollable-region-focusable): it then becomes a named, focusable
// region; while everything fits it is a plain box with no extra tab stop.
import { type ComponentProps, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

type TScrollBoxProps = ComponentProps<'div'> & {
  /** The region's name when it scrolls (the table's own name). */
  label?: string;
};

export const ScrollBox = ({ label, className, children, ...props }: TScrollBoxProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => observer.disconnect();
  });
  return (
    <div
      ref={ref}
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', className)}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      {...props}
    >
      {children}
    </div>
  );
};
