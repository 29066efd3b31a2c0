import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { focusSoon } from '../../state/dom-ids';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

export interface ListEditorProps {
  /** The list's name, e.g. "Options" or "Rows". */
  label: string;
  /** What one item is: used for labels and new items ("Option 4"). */
  kind: ListItemKind;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** Fewest items the list keeps (the remove buttons disable at this count). */
  min?: number;
  max?: number;
  /** Extra controls shown under the list. */
  footer?: ReactNode;
}

/** What a list's items are, named by the catalogue's select (`itemName`, `addItem`…). */
export type ListItemKind = 'option' | 'row' | 'statement' | 'column' | 'answer';

/** A default name not yet in the list: "Option 4", or "Option 5" if that is taken. */
export function nextItemName(items: readonly string[], kind: ListItemKind): string {
  for (let n = items.length + 1; ; n += 1) {
    const candidate = t(m.itemName, { kind, number: n });
    if (!items.includes(candidate)) return candidate;
  }
}

/**
 * Edits a list of texts: rename in place, add, remove and move up or down. Enter adds an item
 * after the current one; Backspace in an empty item removes it. Focus follows each change.
 */
export function ListEditor({
  label,
  kind,
  items,
  onChange,
  min = 1,
  max = 500,
  footer,
}: ListEditorProps) {
  const baseId = useId();
  const inputId = (index: number) => `${baseId}-item-${index}`;
  const duplicates = items.filter((item, i) => item.trim() !== '' && items.indexOf(item) !== i);
  const blank = items.some((item) => item.trim() === '');

  const insertAfter = (index: number) => {
    if (items.length >= max) return;
    const next = items.slice();
    next.splice(index + 1, 0, nextItemName(items, kind));
    onChange(next);
    focusSoon(inputId(index + 1));
  };
  const remove = (index: number) => {
    if (items.length <= min) return;
    onChange(items.filter((_, i) => i !== index));
    focusSoon(inputId(Math.max(0, index - 1)));
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = items.slice();
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    onChange(next);
    focusSoon(`${inputId(to)}-${by === -1 ? 'up' : 'down'}`, inputId(to));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insertAfter(index);
    } else if (event.key === 'Backspace' && items[index] === '' && items.length > min) {
      event.preventDefault();
      remove(index);
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            <span
              className="w-6 shrink-0 text-right text-xs text-muted-foreground"
              aria-hidden="true"
            >
              {t(m.itemNumber, { number: String(index + 1) })}
            </span>
            <Input
              id={inputId(index)}
              aria-label={t(m.itemName, { kind, number: index + 1 })}
              value={item}
              maxLength={500}
              aria-invalid={item.trim() === '' || duplicates.includes(item) ? true : undefined}
              onChange={(e) => onChange(items.map((v, i) => (i === index ? e.target.value : v)))}
              onKeyDown={(e) => onKeyDown(e, index)}
            />
            <Button
              id={`${inputId(index)}-up`}
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t(m.moveItemUp, { kind, number: index + 1 })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              id={`${inputId(index)}-down`}
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t(m.moveItemDown, { kind, number: index + 1 })}
              disabled={index === items.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t(m.removeItem, { kind, number: index + 1 })}
              disabled={items.length <= min}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {duplicates.length > 0 ? (
        <FieldMessage tone="error">{t(m.itemsMustDiffer, { kind })}</FieldMessage>
      ) : null}
      {blank ? <FieldMessage tone="error">{t(m.itemsNeedText, { kind })}</FieldMessage> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => insertAfter(items.length - 1)}
          disabled={items.length >= max}
        >
          <Plus aria-hidden="true" />
          {t(m.addItem, { kind })}
        </Button>
        {footer}
      </div>
    </fieldset>
  );
}
