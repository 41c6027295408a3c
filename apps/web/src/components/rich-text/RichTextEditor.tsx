// THE rich text editor of the product (daily reports, protocols, wiki pages). Tiptap is large (~130 KB gzip), so it
// loads only when an editor is shown (TiptapEditor.tsx); readers of a page never download it.
import { lazy, Suspense } from 'react';
import type { TEditorProps } from './TiptapEditor';

export type TRichTextLinkTarget = { href: string; label: string };

const TiptapEditor = lazy(() => import('./TiptapEditor').then((m) => ({ default: m.TiptapEditor })));

export const RichTextEditor = (props: TEditorProps) => (
  <Suspense fallback={<div className="min-h-52 animate-pulse rounded-md border border-slate-300 bg-slate-50" aria-busy="true" />}>
    <TiptapEditor {...props} />
  </Suspense>
);
