import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { AnswerProps } from './answer-props';

/** MULTIPLE_DATE_PICKER: pick a day, add it, repeat. TIME_RANGE: a start and an end time. */
export function DatesAnswer({ question, value, onChange, inputId, errorId, invalid }: AnswerProps) {
  const [day, setDay] = useState('');
  if (question.type === 'TIME_RANGE') {
    const range = (value && typeof value === 'object' ? value : {}) as {
      start?: string;
      end?: string;
    };
    const set = (patch: { start?: string; end?: string }) => {
      const next = { ...range, ...patch };
      onChange(next.start || next.end ? next : undefined);
    };
    return (
      <div className="flex flex-wrap items-center gap-2" aria-describedby={errorId}>
        <Input
          id={inputId}
          type="time"
          className="w-auto"
          aria-label="Start time"
          aria-invalid={invalid || undefined}
          value={range.start ?? ''}
          onChange={(e) => set({ start: e.target.value })}
        />
        <span className="text-sm text-muted-foreground">to</span>
        <Input
          type="time"
          className="w-auto"
          aria-label="End time"
          value={range.end ?? ''}
          onChange={(e) => set({ end: e.target.value })}
        />
      </div>
    );
  }
  const days = Array.isArray(value) ? (value as string[]) : [];
  return (
    <div className="flex flex-col gap-2" aria-describedby={errorId}>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="date"
          className="w-auto"
          aria-label="Day to add"
          aria-invalid={invalid || undefined}
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button
          variant="outline"
          disabled={!day || days.includes(day)}
          onClick={() => {
            onChange([...days, day].sort());
            setDay('');
          }}
        >
          Add day
        </Button>
      </div>
      {days.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {days.map((d) => (
            <li
              key={d}
              className="flex items-center gap-1 rounded-full border border-border py-0.5 pr-1 pl-3 text-sm"
            >
              {d}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${d}`}
                onClick={() => onChange(days.filter((x) => x !== d))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
