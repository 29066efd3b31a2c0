import { useState } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import {
  useBuilderDispatch,
  useBuilderSelector,
  useBuilderSession,
} from '../state/builder-context';
import { useStoreSelector } from '../state/use-store-selector';
import { t } from '@/lib/app-messages/app-messages';
import { validationMessage } from '@/lib/core-texts/core-texts';
import { formBuilderMessages as m } from '../messages';

/** The form's title (required: 'Form title is required') and description, edited in place. */
export function FormHeadingEditor() {
  const title = useBuilderSelector((state) => state.definition.title);
  const description = useBuilderSelector((state) => state.definition.description);
  const dispatch = useBuilderDispatch();
  const [touched, setTouched] = useState(false);
  const { autosave } = useBuilderSession();
  const saveIssue = useStoreSelector(autosave, (status) =>
    status.kind === 'invalid'
      ? status.issues.find((issue) => !issue.questionId && issue.field === 'title')?.message
      : undefined,
  );
  const error =
    title.trim() === '' && (touched || saveIssue)
      ? validationMessage('formTitleRequired')
      : saveIssue;

  return (
    <div className="flex flex-col gap-2">
      <h1 className="sr-only">{t(m.editFormHeading, { title: title || t(m.untitled) })}</h1>
      <Label htmlFor="builder-form-title" className="sr-only">
        {t(m.formTitle)}
      </Label>
      <input
        id="builder-form-title"
        value={title}
        maxLength={300}
        placeholder={t(m.formTitle)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'builder-form-title-error' : undefined}
        onChange={(e) =>
          dispatch({ type: 'updateForm', patch: { title: e.target.value }, coalesce: 'form:title' })
        }
        onBlur={() => setTouched(true)}
        className={cn(
          'w-full rounded-md border border-transparent bg-transparent px-2 py-1 -ml-2 text-3xl font-bold tracking-tight text-foreground placeholder:text-muted-foreground hover:border-border sm:text-4xl',
          'focus-visible:border-ring aria-invalid:border-destructive',
        )}
      />
      {error ? (
        <FieldMessage tone="error" id="builder-form-title-error" className="text-sm">
          {error}
        </FieldMessage>
      ) : null}
      <Label htmlFor="builder-form-description" className="sr-only">
        {t(m.formDescription)}
      </Label>
      <Textarea
        id="builder-form-description"
        value={description}
        maxLength={5000}
        rows={2}
        placeholder={t(m.formDescriptionPlaceholder)}
        className="-ml-2 border-transparent bg-transparent text-base shadow-none hover:border-border sm:text-base"
        onChange={(e) =>
          dispatch({
            type: 'updateForm',
            patch: { description: e.target.value },
            coalesce: 'form:description',
          })
        }
      />
    </div>
  );
}
