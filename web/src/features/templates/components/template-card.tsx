import { Eye, ListChecks, Trash } from 'lucide-react';
import { memo, useId } from 'react';
import type { TemplateSummary } from '@core/api/templates';
import type { QuestionType } from '@core/form/enums';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { questionTypeName, templateCategoryName } from '@/lib/core-texts/core-texts';
import { templatesMessages as m } from '../messages';

export interface TemplateCardProps {
  template: TemplateSummary;
  onPreview: (template: TemplateSummary) => void;
  onUse: (template: TemplateSummary) => void;
  /** True while this card's "Use this template" runs. */
  using: boolean;
  /** Only the caller's own templates can be deleted. */
  onDelete?: (template: TemplateSummary) => void;
}

/** Types a respondent does not see as a question say little about what a template asks. */
const BACKSTAGE_TYPES = new Set<QuestionType>(['HIDDEN_FIELD', 'SURVEY_LOGIC', 'CAPTCHA']);
const SHOWN_TYPES = 3;

/** One template in the gallery: what it is for, what it asks, and the two ways to start. */
export const TemplateCard = memo(function TemplateCard({
  template,
  onPreview,
  onUse,
  using,
  onDelete,
}: TemplateCardProps) {
  const titleId = useId();
  const types = template.questionTypes.filter((type) => !BACKSTAGE_TYPES.has(type));
  const more = types.length - SHOWN_TYPES;
  return (
    <li className="list-none">
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
      >
        <div className="flex min-h-9 items-start justify-between gap-2">
          <Badge variant="soft">{templateCategoryName(template.category)}</Badge>
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1 -mr-2 size-9 text-muted-foreground hover:text-destructive"
              aria-label={t(m.deleteNamed, { title: template.title })}
              onClick={() => onDelete(template)}
            >
              <Trash aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <div className="min-w-0">
          <h2
            id={titleId}
            className="text-lg leading-snug font-semibold tracking-tight break-words"
          >
            {template.title}
          </h2>
          {template.description ? (
            <p className="mt-1.5 line-clamp-3 text-sm text-muted-foreground">
              {template.description}
            </p>
          ) : null}
        </div>
        <div className="mt-auto flex flex-col gap-2.5">
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ListChecks className="size-4" aria-hidden="true" />
            {t(m.questionCount, { count: template.questionCount })}
          </p>
          {types.length > 0 ? (
            <ul aria-label={t(m.questionTypes)} className="flex flex-wrap gap-1.5">
              {types.slice(0, SHOWN_TYPES).map((type) => (
                <li key={type}>
                  <Badge variant="outline" className="font-normal">
                    {questionTypeName(type)}
                  </Badge>
                </li>
              ))}
              {more > 0 ? (
                <li className="self-center text-xs text-muted-foreground">
                  {t(m.moreTypes, { count: more })}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Named with the template, so a list of cards is not a list of identical buttons; the
              visible words come first (WCAG 2.5.3). */}
          <Button
            size="sm"
            onClick={() => onUse(template)}
            disabled={using}
            aria-label={t(using ? m.creatingNamed : m.useNamed, { title: template.title })}
          >
            {t(using ? m.creatingForm : m.useTemplate)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onPreview(template)}
            aria-label={t(m.previewNamed, { title: template.title })}
          >
            <Eye aria-hidden="true" />
            {t(m.preview)}
          </Button>
        </div>
      </article>
    </li>
  );
});
