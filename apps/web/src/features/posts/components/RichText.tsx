// Post orders: a small Markdown subset edited in a textarea with a formatting toolbar, and rendered from the
// shared parse tree as React text nodes — never through innerHTML, so typed markup can do nothing.
import { type TRichLine, parseRichText } from '@centinela/shared/rules/rich-text';
import { Bold, Heading, Italic, List, ListOrdered } from 'lucide-react';
import { type ComponentProps, Fragment, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Textarea } from '@/components/ui/Textarea';
import { cn } from '@/lib/cn';

const Line = ({ line }: { line: TRichLine }) => (
  <>
    {line.map((part, i) => {
      const key = `${i}-${part.text}`;
      if (part.isBold) return <strong key={key}>{part.text}</strong>;
      if (part.isItalic) return <em key={key}>{part.text}</em>;
      return <Fragment key={key}>{part.text}</Fragment>;
    })}
  </>
);

const Lines = ({ lines }: { lines: TRichLine[] }) => (
  <>
    {lines.map((line, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity besides their position
      <Fragment key={i}>
        {i > 0 && <br />}
        <Line line={line} />
      </Fragment>
    ))}
  </>
);

export const RichText = ({ value, className }: { value: string | null | undefined; className?: string }) => {
  const blocks = parseRichText(value);
  return (
    <div className={cn('grid gap-2 text-sm leading-relaxed text-slate-800', className)}>
      {blocks.map((block, i) => {
        const key = i;
        switch (block.type) {
          case 'heading':
            return block.level === 1 ? (
              <h3 key={key} className="text-base font-semibold text-slate-900">
                <Lines lines={block.lines} />
              </h3>
            ) : (
              <h4 key={key} className="font-semibold text-slate-900">
                <Lines lines={block.lines} />
              </h4>
            );
          case 'bullets':
            return (
              <ul key={key} className="list-disc pl-5">
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity besides their position
                  <li key={j}>
                    <Line line={item} />
                  </li>
                ))}
              </ul>
            );
          case 'numbers':
            return (
              <ol key={key} className="list-decimal pl-5">
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity besides their position
                  <li key={j}>
                    <Line line={item} />
                  </li>
                ))}
              </ol>
            );
          default:
            return (
              <p key={key}>
                <Lines lines={block.lines} />
              </p>
            );
        }
      })}
    </div>
  );
};

type TEditorProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** Textarea with bold, italic, heading and list buttons that insert the markers, and a preview. */
export const RichTextEditor = ({ value, onChange, className, id, ...props }: TEditorProps) => {
  const { t } = useTranslation('posts');
  const ref = useRef<HTMLTextAreaElement>(null);
  const [isPreview, setIsPreview] = useState(false);
  const previewId = useId();

  const wrap = (marker: string) => {
    const el = ref.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const selected = value.slice(start, end) || t('editor.sample');
    const next = `${value.slice(0, start)}${marker}${selected}${marker}${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + marker.length, start + marker.length + selected.length);
    });
  };

  const prefixLines = (prefix: (index: number) => string) => {
    const el = ref.current;
    if (!el) return;
    const lineStart = value.lastIndexOf('\n', el.selectionStart - 1) + 1;
    const lineEnd = value.indexOf('\n', el.selectionEnd);
    const end = lineEnd === -1 ? value.length : lineEnd;
    const block = value
      .slice(lineStart, end)
      .split('\n')
      .map((line, i) => `${prefix(i)}${line.replace(/^(#{1,2}\s+|[-*]\s+|\d+[.)]\s+)/, '')}`)
      .join('\n');
    onChange(`${value.slice(0, lineStart)}${block}${value.slice(end)}`);
    requestAnimationFrame(() => el.focus());
  };

  const tools = [
    { label: t('editor.bold'), icon: Bold, run: () => wrap('**') },
    { label: t('editor.italic'), icon: Italic, run: () => wrap('*') },
    { label: t('editor.heading'), icon: Heading, run: () => prefixLines(() => '## ') },
    { label: t('editor.bullets'), icon: List, run: () => prefixLines(() => '- ') },
    { label: t('editor.numbers'), icon: ListOrdered, run: () => prefixLines((i) => `${i + 1}. `) },
  ];

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={id}>
        {tools.map((tool) => (
          <Button
            key={tool.label}
            variant="ghost"
            size="icon"
            onClick={tool.run}
            aria-label={tool.label}
            title={tool.label}
            disabled={isPreview}
          >
            <tool.icon aria-hidden="true" />
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          onClick={() => setIsPreview((v) => !v)}
          aria-pressed={isPreview}
          aria-controls={previewId}
        >
          {isPreview ? t('editor.edit') : t('editor.preview')}
        </Button>
      </div>
      {isPreview ? (
        <div id={previewId} className="min-h-32 rounded-md border border-slate-200 bg-slate-50 p-3">
          {value.trim() ? <RichText value={value} /> : <p className="text-sm text-slate-500">{t('editor.empty')}</p>}
        </div>
      ) : (
        <Textarea ref={ref} id={id} rows={7} value={value} onChange={(event) => onChange(event.target.value)} {...props} />
      )}
      <p className="text-xs text-slate-600">{t('editor.hint')}</p>
    </div>
  );
};
