// The Tiptap (ProseMirror) implementation of THE rich text editor, loaded on demand by RichTextEditor.tsx: bold, italic,
// underline, headings, lists, quote and links — the tags the server's sanitizer keeps (platform/rich-text/rich-html.ts).
// What it produces is only a suggestion: the server stores the sanitised HTML and the pages show that.
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Underline } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { cn } from '@/lib/cn';
import './rich-text.css';

import type { TRichTextLinkTarget } from './RichTextEditor';

export type TEditorProps = {
  value: string;
  onChange: (html: string) => void;
  /** The accessible name of the text box (and of its toolbar). */
  label: string;
  isDisabled?: boolean;
  /** Pages of the app a link may point to (e.g. the wiki's pages), offered beside the URL box. */
  linkTargets?: readonly TRichTextLinkTarget[];
  className?: string;
};

const EMPTY = '<p></p>';

/** The toolbar's formatting buttons: what each runs on the editor and whether it is on at the cursor. */
const formatCommands = (editor: Editor | null) => [
  {
    key: 'bold',
    icon: Bold,
    label: 'B',
    run: () => editor?.chain().focus().toggleBold().run(),
    isActive: () => editor?.isActive('bold'),
  },
  {
    key: 'italic',
    icon: Italic,
    label: 'I',
    run: () => editor?.chain().focus().toggleItalic().run(),
    isActive: () => editor?.isActive('italic'),
  },
  {
    key: 'underline',
    icon: Underline,
    label: 'U',
    run: () => editor?.chain().focus().toggleUnderline().run(),
    isActive: () => editor?.isActive('underline'),
  },
  {
    key: 'h2',
    icon: Heading2,
    label: 'H2',
    run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: () => editor?.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    icon: Heading3,
    label: 'H3',
    run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: () => editor?.isActive('heading', { level: 3 }),
  },
  {
    key: 'bullets',
    icon: List,
    label: '•',
    run: () => editor?.chain().focus().toggleBulletList().run(),
    isActive: () => editor?.isActive('bulletList'),
  },
  {
    key: 'numbers',
    icon: ListOrdered,
    label: '1.',
    run: () => editor?.chain().focus().toggleOrderedList().run(),
    isActive: () => editor?.isActive('orderedList'),
  },
  {
    key: 'quote',
    icon: Quote,
    label: '❝',
    run: () => editor?.chain().focus().toggleBlockquote().run(),
    isActive: () => editor?.isActive('blockquote'),
  },
];

export const TiptapEditor = ({ value, onChange, label, isDisabled = false, linkTargets, className }: TEditorProps) => {
  const { t } = useTranslation(['richText', 'common']);
  const [isLinking, setIsLinking] = useState(false);
  const [href, setHref] = useState('');
  const linkInputId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value || '',
    editable: !isDisabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text min-h-40 p-3 text-sm text-slate-900 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
  });

  // A value changed from outside (another record, the server's sanitised answer) replaces the content.
  useEffect(() => {
    // Tiptap recreates its editor when React remounts the component: never touch a destroyed one.
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((value || '') !== (current === EMPTY ? '' : current)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!isDisabled);
  }, [editor, isDisabled]);

  const commands = formatCommands(editor);

  const openLink = () => {
    setHref((editor?.getAttributes('link').href as string | undefined) ?? '');
    setIsLinking(true);
  };
  const applyLink = () => {
    const target = href.trim();
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (!target) chain?.unsetLink().run();
    else if (editor?.state.selection.empty && !editor.isActive('link')) {
      const text = linkTargets?.find((l) => l.href === target)?.label ?? target;
      chain?.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: target } }] }).run();
    } else chain?.setLink({ href: target }).run();
    setIsLinking(false);
  };

  return (
    <div className={cn('rounded-md border border-slate-300 bg-white', isDisabled && 'bg-slate-50', className)}>
      <div className="flex flex-wrap gap-1 border-b border-slate-200 p-1" role="toolbar" aria-label={label}>
        {commands.map(({ key, icon: Icon, label: text, run, isActive }) => (
          <Button
            key={key}
            type="button"
            variant="ghost"
            size="icon"
            aria-label={text}
            aria-pressed={Boolean(isActive())}
            disabled={isDisabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={run}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('link')}
          aria-pressed={Boolean(editor?.isActive('link'))}
          disabled={isDisabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={openLink}
        >
          <Link2 aria-hidden="true" />
        </Button>
      </div>
      {isLinking && (
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
          <div className="grid min-w-48 flex-1 gap-1">
            <label htmlFor={linkInputId} className="text-xs font-medium text-slate-700">
              {t('linkAddress')}
            </label>
            <Input
              id={linkInputId}
              value={href}
              placeholder="https://"
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
          </div>
          {linkTargets && linkTargets.length > 0 && (
            <Select aria-label={t('linkToPage')} className="max-w-60" value="" onChange={(e) => e.target.value && setHref(e.target.value)}>
              <option value="">{t('linkToPage')}</option>
              {linkTargets.map((target) => (
                <option key={target.href} value={target.href}>
                  {target.label}
                </option>
              ))}
            </Select>
          )}
          <Button type="button" size="sm" onClick={applyLink}>
            {t('applyLink')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setIsLinking(false)}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
};
