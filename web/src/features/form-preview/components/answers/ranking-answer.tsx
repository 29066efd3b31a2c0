import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AnswerProps } from './answer-props';

/** Every option in the respondent's order, moved with buttons (keyboard friendly). */
export function RankingAnswer({ question, value, onChange, inputId, errorId }: AnswerProps) {
  const options = question.options ?? [];
  const order =
    Array.isArray(value) && value.length === options.length ? (value as string[]) : options;
  const move = (index: number, by: -1 | 1) => {
    const next = order.slice();
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <ol id={inputId} aria-describedby={errorId} className="flex flex-col gap-2">
      {order.map((option, index) => (
        <li
          key={option}
          className="flex items-center gap-2 rounded-lg border border-border px-3 py-1.5 text-sm"
        >
          <span className="w-5 text-muted-foreground">{index + 1}.</span>
          <span className="flex-1">{option}</span>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move ${option} up`}
            disabled={index === 0}
            onClick={() => move(index, -1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move ${option} down`}
            disabled={index === order.length - 1}
            onClick={() => move(index, 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </li>
      ))}
      {value === undefined ? (
        <li>
          <Button variant="outline" size="sm" onClick={() => onChange(order)}>
            Keep this order
          </Button>
        </li>
      ) : null}
    </ol>
  );
}
