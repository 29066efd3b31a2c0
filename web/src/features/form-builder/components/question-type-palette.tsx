import { Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { QuestionType } from '@core/form/enums';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { bestMatch, paletteGroups, hintOf, QUESTION_TYPE_ICONS } from './question-type-meta';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

export interface QuestionTypePaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (type: QuestionType) => void;
}

/**
 * Every question type, searchable and grouped by category. The search box keeps focus while the
 * arrow keys move through the list (a combobox with a listbox), Enter adds the highlighted type;
 * a click works as well.
 */
export function QuestionTypePalette({ open, onOpenChange, onPick }: QuestionTypePaletteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-3 p-0 sm:p-0">
        {open ? <PaletteBody onPick={onPick} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({ onPick }: { onPick: (type: QuestionType) => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const groups = useMemo(() => paletteGroups(query), [query]);
  const flat = useMemo(() => groups.flatMap((g) => g.types), [groups]);
  const listId = useId();
  const optionId = (type: QuestionType) => `${listId}-${type}`;
  const current = flat[Math.min(active, flat.length - 1)];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = flat.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key] ?? 0;
      setActive(next);
      const type = flat[next]?.type;
      if (type) document.getElementById(optionId(type))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      onPick(current.type);
    }
  };

  return (
    <>
      <DialogHeader className="px-6 pt-6">
        <DialogTitle>{t(m.paletteTitle)}</DialogTitle>
        <DialogDescription>
          {t(m.paletteDescription, { all: flat.length === 33 ? 'yes' : 'no' })}
        </DialogDescription>
      </DialogHeader>
      <div className="relative px-6">
        <Search
          className="pointer-events-none absolute top-1/2 left-9 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          role="combobox"
          aria-label={t(m.searchQuestionTypes)}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current.type) : undefined}
          placeholder={t(m.searchQuestionTypes)}
          className="pl-9"
          value={query}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            setActive(
              bestMatch(
                paletteGroups(next).flatMap((g) => g.types),
                next,
              ),
            );
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t(m.questionTypes)}
        className="max-h-[60dvh] overflow-y-auto px-6 pb-6"
      >
        {groups.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {t(m.noTypeMatches, { query })}
          </p>
        ) : null}
        {groups.map((group) => (
          <div
            key={group.category}
            role="group"
            aria-labelledby={`${listId}-${group.category}`}
            className="mt-4"
          >
            <div
              id={`${listId}-${group.category}`}
              className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {group.label}
            </div>
            <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {group.types.map(({ type, label }) => {
                const Icon = QUESTION_TYPE_ICONS[type];
                const selected = current?.type === type;
                return (
                  <div
                    key={type}
                    id={optionId(type)}
                    role="option"
                    // The name is the type's; the hint, where there is one, its description.
                    aria-label={label}
                    aria-describedby={hintOf(type) ? `${optionId(type)}-hint` : undefined}
                    aria-selected={selected}
                    tabIndex={-1}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onPick(type)}
                    onMouseMove={() =>
                      !selected && setActive(flat.findIndex((t) => t.type === type))
                    }
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
                      selected ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-accent',
                    )}
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-md border border-border bg-background">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    {hintOf(type) ? (
                      <span className="grid min-w-0">
                        {label}
                        <span
                          id={`${optionId(type)}-hint`}
                          className="text-xs text-muted-foreground"
                        >
                          {hintOf(type)}
                        </span>
                      </span>
                    ) : (
                      label
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
