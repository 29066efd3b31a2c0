import { useMemo, useState } from 'react';
import type { Answers, FormDefinition } from '@core/form/definition';
import { validateSubmission } from '@core/form/validate-submission';
import { evaluateForm, isLastPage, nextPageIndex, previousPageIndex } from '@core/logic';
import { Button } from '@/components/ui/button';
import { PREVIEW_SKIPPED, PreviewQuestion } from './preview-question';

export type PreviewStage = 'welcome' | 'questions' | 'done';

export interface PreviewRunnerProps {
  definition: FormDefinition;
  stage: PreviewStage;
  onStageChange: (stage: PreviewStage) => void;
}

/**
 * Walks the form as a respondent would: core's evaluateForm decides the pages (logic included)
 * and validate-submission the errors, per page. Nothing is ever sent anywhere.
 */
export function PreviewRunner({ definition, stage, onStageChange }: PreviewRunnerProps) {
  const [answers, setAnswers] = useState<Answers>({});
  const [page, setPage] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const flow = useMemo(() => evaluateForm(definition, answers), [definition, answers]);
  const byId = useMemo(() => new Map(definition.questions.map((q) => [q.id, q])), [definition]);
  const current = flow.pages[Math.min(page, Math.max(0, flow.pages.length - 1))];
  const { theme } = definition;
  const numbering = useMemo(() => {
    const ids = flow.pages.flatMap((p) => p.questionIds);
    return new Map(ids.map((id, i) => [id, i + 1]));
  }, [flow]);

  const setAnswer = (id: string, value: unknown) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setErrors(({ [id]: _, ...rest }) => rest);
  };

  const pageErrors = (): Record<string, string> => {
    const result = validateSubmission(definition, answers);
    if (result.ok || !current) return {};
    return Object.fromEntries(
      Object.entries(result.errors).filter(([id]) => {
        const question = byId.get(id);
        return current.questionIds.includes(id) && question && !PREVIEW_SKIPPED.has(question.type);
      }),
    );
  };

  const next = () => {
    const found = pageErrors();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`preview-${first}`)?.focus();
      return;
    }
    const to = nextPageIndex(flow, page);
    if (to === null || isLastPage(flow, page)) onStageChange('done');
    else setPage(to);
    window.scrollTo({ top: 0 });
  };

  const restart = () => {
    setAnswers({});
    setErrors({});
    setPage(0);
  };

  const buttonStyle = {
    backgroundColor: theme.primaryColor,
    color: '#ffffff',
    borderRadius:
      theme.buttonStyle === 'pill' ? '9999px' : theme.buttonStyle === 'square' ? '0' : undefined,
  };

  if (stage === 'welcome') {
    const screen = definition.welcomeScreen;
    return (
      <div className="flex flex-col items-start gap-4 py-6">
        <h2 className="text-2xl font-bold">{screen.title || definition.title}</h2>
        {screen.description || definition.description ? (
          <p className="opacity-80">{screen.description || definition.description}</p>
        ) : null}
        <Button style={buttonStyle} onClick={() => onStageChange('questions')}>
          {screen.buttonText || 'Start'}
        </Button>
      </div>
    );
  }

  if (stage === 'done' || !current) {
    const screen = definition.thankYouScreen;
    return (
      <div className="flex flex-col items-start gap-4 py-6">
        <h2 className="text-2xl font-bold">
          {current ? screen.title || 'Thank you!' : 'This form has no questions yet'}
        </h2>
        {current && screen.description ? <p className="opacity-80">{screen.description}</p> : null}
        <Button
          variant="outline"
          onClick={() => {
            restart();
            onStageChange(definition.welcomeScreen.enabled ? 'welcome' : 'questions');
          }}
        >
          Start the preview again
        </Button>
      </div>
    );
  }

  const progress = Math.round(((page + 1) / flow.pages.length) * 100);
  const last = isLastPage(flow, page);
  return (
    <div className="flex flex-col gap-6">
      {theme.showProgressBar ? (
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`Page ${page + 1} of ${flow.pages.length}`}
          className="h-1.5 overflow-hidden rounded-full bg-black/10"
        >
          <div
            className="h-full rounded-full"
            style={{ width: `${progress}%`, backgroundColor: theme.primaryColor }}
          />
        </div>
      ) : null}
      {current.title || current.description ? (
        <div>
          {current.title ? <h2 className="text-xl font-bold">{current.title}</h2> : null}
          {current.description ? <p className="mt-1 opacity-80">{current.description}</p> : null}
        </div>
      ) : null}
      {current.questionIds.map((id) => {
        const question = byId.get(id);
        if (!question) return null;
        return (
          <PreviewQuestion
            key={id}
            question={question}
            number={theme.showQuestionNumbers ? (numbering.get(id) ?? null) : null}
            value={answers[id]}
            error={errors[id]}
            onChange={(value) => setAnswer(id, value)}
          />
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        {previousPageIndex(flow, page) !== null ? (
          <Button variant="outline" onClick={() => setPage(previousPageIndex(flow, page) ?? 0)}>
            Back
          </Button>
        ) : null}
        <Button style={buttonStyle} onClick={next}>
          {last ? 'Submit' : 'Next'}
        </Button>
        <span className="text-sm opacity-80">
          Page {page + 1} of {flow.pages.length}
        </span>
      </div>
    </div>
  );
}
