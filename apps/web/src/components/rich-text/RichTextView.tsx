// Shows rich text the SERVER sanitised (platform/rich-text/rich-html.ts: a few tags, no attributes but a safe link
// href). Never pass it HTML that did not come back from the API. Links to a path of the app ("/wiki?page=…") open in
// the app without reloading it.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import './rich-text.css';

export const RichTextView = ({ html, className, emptyText }: { html: string; className?: string; emptyText?: string }) => {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || !href.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return html.trim() ? (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click only routes the links inside (keyboard follows them natively)
    <div
      className={cn('rich-text text-sm text-slate-900', className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML (allow-listed tags, no attributes but a safe href)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : (
    <p className={cn('text-sm text-slate-600', className)}>{emptyText}</p>
  );
};
