import type { Condition, Question } from '@core/form/definition';
import type { LogicOperator } from '@core/form/enums';
import { getQuestionType } from '@core/question-types/registry';
import { ChevronDown, Plus, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ConditionRow } from '@/components/ui/logic/condition-row';
import { emptyOperand } from '@/components/ui/logic/logic-labels';
import { LanguageOptions } from '@/components/ui/language-options';
import { NativeSelect } from '@/components/ui/native-select';
import { t } from '@/lib/app-messages/app-messages';
import { cn } from '@/lib/utils';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  panelFilterCount,
  type ResponseFilters,
} from '../lib/filters';
import { answerColumns } from '../lib/table-columns';
import { responsesMessages as m } from '../messages';

export interface ResponsesFiltersProps {
  questions: readonly Question[];
  filters: ResponseFilters;
  onChange: (filters: ResponseFilters) => void;
  /** The form's languages, the default first; a picker shows when there is more than one. */
  languages?: readonly string[];
}

/** Patterns are for the builder's logic only until the server can run them (ADR 045). */
const NOT_IN_FILTERS: readonly LogicOperator[] = ['REGEX_MATCH'];

/** The questions a condition can name: answered, stored, with an operator to offer. */
function conditionQuestions(questions: readonly Question[]): Question[] {
  return answerColumns(questions).filter((q) => {
    const type = getQuestionType(q.type);
    return type.storesAnswer && type.operators.some((o) => !NOT_IN_FILTERS.includes(o));
  });
}

/**
 * The filter bar over the table, the summary and the exports: a date range, answer conditions
 * (the builder's own condition editor) matched all or any, and a text search for the table.
 * Every change applies at once.
 */
export function ResponsesFilters({
  questions,
  filters,
  onChange,
  languages = [],
}: ResponsesFiltersProps) {
  const id = useId();
  const candidates = useMemo(() => conditionQuestions(questions), [questions]);
  const set = (patch: Partial<ResponseFilters>) => onChange({ ...filters, ...patch });
  const invalidRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const setCondition = (index: number, condition: Condition | null) =>
    set({
      conditions: filters.conditions.flatMap((c, i) =>
        i !== index ? [c] : condition ? [condition] : [],
      ),
    });
  const addCondition = () => {
    const question = candidates[0];
    const operator = question
      ? getQuestionType(question.type).operators.find((o) => !NOT_IN_FILTERS.includes(o))
      : undefined;
    if (!question || !operator) return;
    set({
      conditions: [
        ...filters.conditions,
        { questionId: question.id, operator, value: emptyOperand(operator), caseSensitive: false },
      ],
    });
  };
  const cleared = !hasActiveFilters(filters) && filters.conditions.length === 0;
  const active = panelFilterCount(filters);
  // On a phone the panel would fill the first screen above the answers: there it opens from a
  // button, and starts open only when filters are on (from the address, say).
  const [shown, setShown] = useState(active > 0);

  return (
    <>
      <Button
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={shown}
        aria-controls={`${id}-panel`}
        onClick={() => setShown(!shown)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t(m.filtersToggle, { count: active })}
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform duration-(--duration-fast)', shown && 'rotate-180')}
        />
      </Button>
      <section
        id={`${id}-panel`}
        aria-label={t(m.filters)}
        className={cn(
          'grid gap-4 rounded-xl border border-border bg-card p-4',
          !shown && 'max-sm:hidden',
        )}
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
          <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
            <Label htmlFor={`${id}-q`}>{t(m.searchAnswers)}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={`${id}-q`}
                type="search"
                className="pl-9"
                placeholder={t(m.searchPlaceholder)}
                maxLength={200}
                value={filters.q}
                onChange={(e) => set({ q: e.target.value })}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-from`}>{t(m.from)}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-to`}>{t(m.to)}</Label>
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
                {t(m.rangeInverted)}
              </p>
            ) : null}
          </div>
        </div>
        {languages.length > 1 ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-language`}>{t(m.language)}</Label>
            <NativeSelect
              id={`${id}-language`}
              className="w-auto"
              value={filters.language}
              onChange={(e) => set({ language: e.target.value })}
            >
              <option value="">{t(m.allLanguages)}</option>
              <LanguageOptions codes={languages} />
            </NativeSelect>
          </div>
        ) : null}
        {filters.conditions.length > 0 ? (
          <div className="grid gap-2">
            {filters.conditions.length > 1 ? (
              <div className="flex items-center gap-2">
                <Label htmlFor={`${id}-match`}>{t(m.responsesMatching)}</Label>
                <NativeSelect
                  id={`${id}-match`}
                  className="w-auto"
                  value={filters.any ? 'any' : 'all'}
                  onChange={(e) => set({ any: e.target.value === 'any' })}
                >
                  <option value="all">{t(m.allConditions)}</option>
                  <option value="any">{t(m.anyCondition)}</option>
                </NativeSelect>
              </div>
            ) : null}
            {filters.conditions.map((condition, index) => (
              <ConditionRow
                key={index}
                condition={condition}
                index={index}
                groupOperator={filters.any ? 'OR' : 'AND'}
                questions={candidates}
                withoutOperators={NOT_IN_FILTERS}
                onChange={(next) => setCondition(index, next)}
                onRemove={() => setCondition(index, null)}
              />
            ))}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={addCondition} disabled={candidates.length === 0}>
            <Plus aria-hidden="true" />
            {t(m.addCondition)}
          </Button>
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)} disabled={cleared}>
            <X aria-hidden="true" />
            {t(m.clearFilters)}
          </Button>
        </div>
      </section>
    </>
  );
}
