import { CircleExclamationPoint, TriangleExclamationPoint } from 'lucide-react';
import { LOGIC_ACTION_TYPES, LOGIC_OPERATORS } from '@core/form/enums';
import type { LogicFinding } from '@core/logic';
import { t } from '@/lib/app-messages/app-messages';
import { cn } from '@/lib/utils';
import { ACTION_LABELS, OPERATOR_LABELS } from '@/components/ui/logic/logic-labels';
import { builderLogicMessages as m } from './messages';

const CODE_NAMES = new Map<string, string>([
  ...LOGIC_OPERATORS.map((op): [string, string] => [op, OPERATOR_LABELS[op]]),
  ...LOGIC_ACTION_TYPES.map((type): [string, string] => [type, ACTION_LABELS[type]]),
]);
const CODE_PATTERN = new RegExp(`\\b(${[...CODE_NAMES.keys()].join('|')})\\b`, 'g');

/** Core words operators and actions by their codes; the builder shows the names the author sees. */
export function humanizeFinding(message: string): string {
  return message.replace(CODE_PATTERN, (code) => `“${CODE_NAMES.get(code) ?? code}”`);
}

/** verifyLogic's findings, worded as core reports them, errors first. */
export function FindingList({ findings }: { findings: readonly LogicFinding[] }) {
  if (findings.length === 0) return null;
  const sorted = [...findings].sort(
    (a, b) => Number(b.severity === 'error') - Number(a.severity === 'error'),
  );
  return (
    <ul className="flex flex-col gap-1.5" aria-label={t(m.logicProblems)}>
      {sorted.map((finding, index) => {
        const error = finding.severity === 'error';
        const Icon = error ? CircleExclamationPoint : TriangleExclamationPoint;
        return (
          <li
            key={`${finding.code}-${finding.ruleId ?? ''}-${index}`}
            className={cn(
              'flex items-start gap-2 rounded-md px-3 py-2 text-sm',
              error
                ? 'bg-destructive/10 text-foreground'
                : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
            )}
          >
            <Icon
              className={cn('mt-0.5 size-4 shrink-0', error ? 'text-destructive' : '')}
              aria-hidden="true"
            />
            <span>
              <span className="sr-only">{t(error ? m.errorPrefix : m.warningPrefix)}</span>
              {humanizeFinding(finding.message)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
