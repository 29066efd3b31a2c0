import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface SearchBoxProps {
  id: string;
  label: string;
  /** The search as the address has it. */
  value: string;
  /** Called once typing pauses, so the address and the server see words, not keystrokes. */
  onCommit: (value: string) => void;
  placeholder?: string;
}

const COMMIT_DELAY_MS = 250;

/** A search field that commits after a pause and follows outside changes (Clear filters, Back). */
export function SearchBox({ id, label, value, onCommit, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The value this box last committed: any other value arriving from outside replaces the text.
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      onCommit(text);
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onCommit]);

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          className="pl-9"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
