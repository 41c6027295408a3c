// A small rich text editor (bold, italic, underline, heading, lists) on contentEditable. What it produces is only a
// suggestion: the server keeps the allow-listed tags without attributes (rules/incidents.ts sanitizeRichHtml), and
// the page shows the server's sanitised HTML.
import { Bold, Heading2, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';

const COMMANDS = [
  { command: 'bold', icon: Bold, label: 'B' },
  { command: 'italic', icon: Italic, label: 'I' },
  { command: 'underline', icon: Underline, label: 'U' },
  { command: 'formatBlock:h2', icon: Heading2, label: 'H2' },
  { command: 'insertUnorderedList', icon: List, label: '•' },
  { command: 'insertOrderedList', icon: ListOrdered, label: '1.' },
] as const;

export const RichTextEditor = ({
  value,
  onChange,
  label,
  isDisabled = false,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  isDisabled?: boolean;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const run = (command: string) => {
    const [name, arg] = command.split(':');
    ref.current?.focus();
    document.execCommand(name, false, arg);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <div className="rounded-md border border-slate-300 bg-white">
      <div className="flex flex-wrap gap-1 border-b border-slate-200 p-1" role="toolbar" aria-label={label}>
        {COMMANDS.map(({ command, icon: Icon, label: text }) => (
          <Button
            key={command}
            variant="ghost"
            size="icon"
            aria-label={text}
            disabled={isDisabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a contentEditable region is the editor's text box */}
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        contentEditable={!isDisabled}
        suppressContentEditableWarning
        className="prose prose-sm min-h-40 max-w-none p-3 focus:outline-none"
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
      />
    </div>
  );
};
