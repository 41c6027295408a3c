// Shows rich text the SERVER sanitised (platform/rich-text/rich-html.ts: a few tags, no attributes but a safe link
// href). Never pass it HTML that did not come back from the API.
import { cn } from '@/lib/cn';
import './rich-text.css';

export const RichTextView = ({ html, className, emptyText }: { html: string; className?: string; emptyText?: string }) =>
  html.trim() ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML (allow-listed tags, no attributes)
    <div className={cn('rich-text text-sm text-slate-900', className)} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className={cn('text-sm text-slate-600', className)}>{emptyText}</p>
  );
