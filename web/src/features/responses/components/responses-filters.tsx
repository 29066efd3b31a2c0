import type { Question } from '@core/form/definition';
import { Search, X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { EMPTY_FILTERS, type ResponseFilters } from '../lib/filters';
import { answerChoices, filterableQuestions } from '../lib/table-columns';

export interface ResponsesFiltersProps {
  questions: readonly Question[];
  filters: ResponseFilters;
  onChange: (filters: ResponseFilters) => void;
}

/** Search, date range and "answer to question X is Y". Every change applies at once. */
export function ResponsesFilters({ questions, filters, onChange }: ResponsesFiltersProps) {
  const id = useId();
  const filterable = useMemo(() => filterableQuestions(questions), [questions]);
  const question = filterable.find((q) => q.id === filters.questionId);
  const choices = question ? answerChoices(question) : null;
  const set = (patch: Partial<ResponseFilters>) => onChange({ ...filters, ...patch });
  const anySet = Object.entries(filters).some(([, value]) => value !== '');
  const invalidRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;

  return (
    <section
      aria-label="Filters"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]"
    >
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search answers</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            placeholder="Words in any text answer"
            maxLength={200}
            value={filters.q}
            onChange={(e) => set({ q: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={invalidRange || undefined}
          aria-describedby={invalidRange ? `${id}-range` : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
        {invalidRange ? (
          <p id={`${id}-range`} className="text-xs font-medium text-destructive">
            The end date is before the start date.
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-question`}>Answer to</Label>
        <NativeSelect
          id={`${id}-question`}
          value={filters.questionId}
          onChange={(e) => set({ questionId: e.target.value, answer: '' })}
        >
          <option value="">Any question</option>
          {filterable.map((q) => (
            <option key={q.id} value={q.id}>
              {q.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-answer`}>Is</Label>
        {choices ? (
          <NativeSelect
            id={`${id}-answer`}
            value={filters.answer}
            onChange={(e) => set({ answer: e.target.value })}
          >
            <option value="">Any answer</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input
            id={`${id}-answer`}
            value={filters.answer}
            disabled={!question}
            maxLength={500}
            placeholder={question ? 'Exact answer' : 'Choose a question first'}
            onChange={(e) => set({ answer: e.target.value })}
          />
        )}
      </div>
      <div className="flex items-end">
        <Button
          variant="ghost"
          onClick={() => onChange(EMPTY_FILTERS)}
          disabled={!anySet}
          className="w-full sm:w-auto"
        >
          <X aria-hidden="true" />
          Clear filters
        </Button>
      </div>
    </section>
  );
}
