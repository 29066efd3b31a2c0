import type { QuestionSummary } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { cn } from '@/lib/utils';
import { formatRelativeTime } from '@/lib/format-date';
import { countLabel, formatNumber, gridTable, heatLevel } from '../lib/summary-data';
import { FileDownloadLink } from './file-download-link';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

/** Shown where there is no value: a dash, no word. */
const NO_VALUE = '—';

/** Mix of the primary colour into the card per heat level; text turns light on the darkest. */
const HEAT_MIX = [0, 15, 35, 55, 100] as const;

/**
 * MATRIX and LIKERT_SCALE: a heat map that is a real table (row and column headers, the count in
 * every cell), so it reads the same with or without sight of the shading.
 */
export function GridSummary({
  summary,
  question,
}: {
  summary: QuestionSummary;
  question?: Question;
}) {
  const grid = gridTable(summary.grid ?? [], question ?? undefined);
  return (
    <div
      role="region"
      aria-label={t(m.heatMap, { title: summary.title })}
      tabIndex={0}
      className="overflow-x-auto"
    >
      <table className="w-full border-separate border-spacing-1 text-sm">
        <caption className="pb-2 text-left text-xs text-muted-foreground">
          {t(m.heatMapCaption)}
        </caption>
        <thead>
          <tr>
            <td />
            {grid.columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 text-center text-xs font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, r) => (
            <tr key={row}>
              <th scope="row" className="max-w-40 px-2 py-1 text-left font-medium">
                {row}
              </th>
              {grid.columns.map((column, c) => {
                const count = grid.counts[r]?.[c] ?? 0;
                const level = heatLevel(count, grid.max);
                return (
                  <td
                    key={column}
                    className={cn(
                      'min-w-12 rounded-md px-2 py-2 text-center font-medium tabular-nums',
                      level === 4 ? 'text-primary-foreground' : 'text-foreground',
                      level === 0 && 'text-muted-foreground',
                    )}
                    style={{
                      backgroundColor:
                        level === 0
                          ? 'var(--muted)'
                          : `color-mix(in srgb, var(--primary) ${HEAT_MIX[level]}%, var(--card))`,
                    }}
                  >
                    {count}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * RANKING: options by average position, best first; an option nobody has ranked yet (added after
 * the responses) last, with no rank.
 */
export function RankingSummary({ summary }: { summary: QuestionSummary }) {
  const positions = [...(summary.positions ?? [])].sort(
    (a, b) => (a.averagePosition ?? Infinity) - (b.averagePosition ?? Infinity),
  );
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-xs text-muted-foreground">
        {t(m.rankingCaption)}
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="w-12 py-1.5 text-left font-medium">
            {t(m.rank)}
          </th>
          <th scope="col" className="py-1.5 text-left font-medium">
            {t(m.option)}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t(m.averagePosition)}
          </th>
        </tr>
      </thead>
      <tbody>
        {positions.map((p, i) => (
          <tr key={p.value} className="border-b border-border last:border-0">
            <td className="py-1.5 tabular-nums">{p.averagePosition === null ? NO_VALUE : i + 1}</td>
            <th scope="row" className="py-1.5 text-left font-normal">
              {countLabel(p)}
            </th>
            <td className="py-1.5 text-right tabular-nums">{formatNumber(p.averagePosition)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Text, dates, files and the rest: the latest answers as written. Files link to their download;
 * locations read as a table of coordinates.
 */
export function RecentSummary({ summary, formId }: { summary: QuestionSummary; formId: string }) {
  const recent = summary.recent ?? [];
  if (summary.type === 'LOCATION') return <LocationTable recent={recent} />;
  return (
    <>
      <p className="mb-2 text-xs text-muted-foreground">{t(m.latestAnswers)}</p>
      <ul className="grid gap-2">
        {recent.map((entry) => (
          <li
            key={entry.responseId}
            className="rounded-lg bg-subtle px-3 py-2 text-sm break-words whitespace-pre-wrap"
          >
            {entry.files && entry.files.length > 0 ? (
              <ul className="grid gap-1" aria-label={t(m.files)}>
                {entry.files.map((file) => (
                  <li key={file.fileId}>
                    <FileDownloadLink formId={formId} file={file} />
                  </li>
                ))}
              </ul>
            ) : (
              entry.text || <span className="text-muted-foreground">{t(m.emptyAnswer)}</span>
            )}
            <span className="mt-1 block text-xs text-muted-foreground">
              <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

type RecentEntry = NonNullable<QuestionSummary['recent']>[number];

function LocationTable({ recent }: { recent: RecentEntry[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-xs text-muted-foreground">
        {t(m.latestLocations)}
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-1.5 text-left font-medium">
            {t(m.address)}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t(m.latitude)}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t(m.longitude)}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t(m.when)}
          </th>
        </tr>
      </thead>
      <tbody>
        {recent.map((entry) => (
          <tr key={entry.responseId} className="border-b border-border last:border-0">
            <th scope="row" className="py-1.5 text-left font-normal break-words">
              {entry.location ? entry.location.address || NO_VALUE : entry.text}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              {entry.location ? formatNumber(entry.location.lat) : ''}
            </td>
            <td className="py-1.5 text-right tabular-nums">
              {entry.location ? formatNumber(entry.location.lng) : ''}
            </td>
            <td className="py-1.5 text-right text-muted-foreground">
              <time dateTime={entry.createdAt}>{formatRelativeTime(entry.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
