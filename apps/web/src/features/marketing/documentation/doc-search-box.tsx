import { Search } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../components/use-typed-before-hydration';

/** The documentation search (the original design shows one unwired; ours filters as you type and keeps ?q= in the URL). */
export function DocSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, onChange);
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="mx-auto w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        Search the documentation
      </label>
      <div className="relative">
        <Search className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search articles, e.g. rate card, templates, invite"
          autoComplete="off"
          className="h-12 w-full rounded-xl border border-input bg-card pr-4 pl-12 text-[15px] shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
      </div>
    </form>
  );
}
