import { CircleExclamationPoint } from 'lucide-react';
import { useQuestionIssues } from '../state/builder-context';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

const describeField = (field: string) =>
  field.startsWith('settings.')
    ? t(m.issueSetting, { name: field.slice('settings.'.length) })
    : field || t(m.issueQuestion);

/**
 * Why the last save of this question was refused, for problems other than its text (which its
 * field shows): a setting out of range, a logic pattern that could hang a browser…
 */
export function QuestionIssues({ id }: { id: string }) {
  const issues = useQuestionIssues(id).filter((issue) => issue.field !== 'title');
  if (issues.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleExclamationPoint className="size-4 text-destructive" aria-hidden="true" />
        {t(m.cannotSaveQuestion)}
      </p>
      <ul className="list-disc pl-8">
        {issues.map((issue) => (
          <li key={issue.path}>
            {t(m.issueLine, { field: describeField(issue.field), message: issue.message })}
          </li>
        ))}
      </ul>
    </div>
  );
}
