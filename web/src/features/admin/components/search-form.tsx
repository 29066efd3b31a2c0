import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

/**
 * A search box that searches when submitted (Enter or the button), not on every keystroke: each
 * search is a query on a large table, and the result replaces the list under the reader's focus.
 * `children` are more filters laid out beside it.
 */
export function SearchForm({
  label,
  placeholder,
  value,
  onSearch,
  children,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A new value from outside (Back, a link) replaces what was typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="grid flex-1 gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="search"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={200}
        />
      </div>
      {children}
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {t(m.search)}
      </Button>
    </form>
  );
}
