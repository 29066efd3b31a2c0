import { useState } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useQuestionIssues } from '../state/builder-context';
import { questionDomId } from '../state/dom-ids';
import { useQuestionActions } from '../state/use-question-actions';
import { t } from '@/lib/app-messages/app-messages';
import { validationMessage } from '@/lib/core-texts/core-texts';
import { formBuilderMessages as m } from '../messages';

export interface QuestionTitleFieldProps {
  id: string;
  number: number;
  title: string;
}

/**
 * The question's text. Empty text is reported once the author leaves the field or a save found
 * it ('Question text is required'), not while they are still about to type.
 */
export function QuestionTitleField({ id, number, title }: QuestionTitleFieldProps) {
  const actions = useQuestionActions(id);
  const issues = useQuestionIssues(id);
  const [touched, setTouched] = useState(false);
  const inputId = questionDomId(id, 'title');
  const saveIssue = issues.find((issue) => issue.field === 'title');
  const error =
    title.trim() === '' && (touched || saveIssue)
      ? validationMessage('questionTextRequired')
      : saveIssue?.message;

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId} className="sr-only">
        {t(m.questionTextLabel, { number: String(number) })}
      </Label>
      <Input
        id={inputId}
        value={title}
        placeholder={t(m.questionTextPlaceholder)}
        className="h-11 text-base font-medium sm:text-base"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => actions.update({ title: e.target.value }, 'title')}
        onBlur={() => setTouched(true)}
      />
      {error ? (
        <FieldMessage tone="error" id={`${inputId}-error`}>
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
