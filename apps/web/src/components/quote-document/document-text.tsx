import { toParagraphs } from '@scopewright/domain';
import { cn } from '@/lib/utils';

/** Plain text as paragraphs (blank lines split them; single newlines stay as line breaks). Never parsed as HTML. */
export function Paragraphs({ text, className }: { text: string | string[]; className?: string }) {
  const paragraphs = typeof text === 'string' ? toParagraphs(text) : text;
  return (
    <div className={cn('flex flex-col gap-2 leading-relaxed', className)}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="break-words whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
