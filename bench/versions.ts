/**
 * bench/versions (issue 30 item 5): form versions at scale.
 *
 * 1. The summary across all versions of a form whose 1,000,000 responses are spread over 20
 *    published versions. Version 11 renames an option ("Red" to "Crimson") and version 16 a grid
 *    row ("Speed" to "Pace"), so the summary merges wordings by id as it reads. It is compared
 *    with the hand-written SQL of bench/analytics over the same rows, in the same run. Goal
 *    (DESIGN.md §7): ratio <= 1.5 and under 3 s. The run fails if a renamed option or row is not
 *    counted once.
 * 2. The history of a 100-question form with 200 versions (`GET /api/forms/{id}/versions`, each
 *    version's changes described against the one before it), against the hand-written SQL that
 *    reads the same versions and their response counts. Each version's changes are stored when
 *    it is published (migration 0022), so the list parses no definition: listColdMs is the first
 *    view after the instance started, listMs the views after it. The budget is the analytics
 *    reads' 300 ms.
 */
import { sql } from 'drizzle-orm';
import { describeChanges } from '../core/form/describe-changes';
import { versionDefinitionOf } from '../core/form/form-version';
import { formVersions, forms } from '../server/src/db/schema';
import { handWrittenSummary } from './support/hand-summary';
import { withBenchDatabase } from './support/million-responses';
import { ownerApp } from './support/owner-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const VERSIONS = 20;
const HISTORY_VERSIONS = 200;
const HISTORY_QUESTIONS = 100;
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** Version `v` of the history form: each version retitles one question and adds an option. */
function historyVersion(v: number) {
  return versionDefinitionOf({
    title: 'History',
    questions: Array.from({ length: HISTORY_QUESTIONS }, (_, i) => ({
      id: `q${i}`,
      type: 'MULTIPLE_CHOICE',
      title: i === v % HISTORY_QUESTIONS ? `Question ${i} (edited in ${v})` : `Question ${i}`,
      order: i,
      options: ['A', 'B', ...(i === 0 ? Array.from({ length: v }, (_, k) => `Extra ${k}`) : [])],
      optionIds: ['oA', 'oB', ...(i === 0 ? Array.from({ length: v }, (_, k) => `oX${k}`) : [])],
    })),
  });
}

interface Summary {
  totalResponses: number;
  questions: {
    questionId: string;
    counts?: { value: string; count: number }[];
    grid?: { row: string; column: string; count: number }[];
  }[];
}

export async function run(): Promise<Record<string, unknown>> {
  return withBenchDatabase(
    ROWS,
    async ({ database, url, formId, userId }) => {
      const { db } = database;
      const app = await ownerApp(database, url, userId);

      // 1. The summary across 20 versions.
      const summary = () => app.get<Summary>(`/api/forms/${formId}/summary`);
      const first = await summary();
      if (first.totalResponses !== ROWS) throw new Error(`counted ${first.totalResponses}`);
      const colour = first.questions.find((q) => q.questionId === 'color')?.counts ?? [];
      const grid = first.questions.find((q) => q.questionId === 'grid')?.grid ?? [];
      // Every fourth response chose the first option, whichever wording its version had.
      const crimson = colour.find((c) => c.value === 'Crimson')?.count;
      if (colour.some((c) => c.value === 'Red') || crimson !== ROWS / 4)
        throw new Error(`the renamed option is not one: ${JSON.stringify(colour)}`);
      const pace = grid.filter((c) => c.row === 'Pace').reduce((n, c) => n + c.count, 0);
      if (grid.some((c) => c.row === 'Speed') || pace !== ROWS)
        throw new Error(`the renamed row is not one: ${JSON.stringify(grid)}`);
      await handWrittenSummary(db, formId);
      const sqlTimes: number[] = [];
      const apiTimes: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        sqlTimes.push(await time(() => handWrittenSummary(db, formId)));
        apiTimes.push(await time(summary));
      }

      // 2. The history of a 100-question form with 200 versions.
      const historyId = 'historyform';
      await db.insert(forms).values({
        id: historyId,
        title: 'History',
        ownerId: userId,
        published: true,
        publishedVersion: HISTORY_VERSIONS,
      });
      // As publishing stores them (ADR 036, migration 0022): each version with its changes.
      const history = Array.from({ length: HISTORY_VERSIONS }, (_, i) => historyVersion(i + 1));
      await db.insert(formVersions).values(
        history.map((definition, i) => ({
          formId: historyId,
          number: i + 1,
          definition,
          changes: i === 0 ? [] : describeChanges(history[i - 1]!, definition),
          publishedBy: userId,
        })),
      );
      const list = () =>
        app.get<{ number: number; changes: unknown[] }[]>(`/api/forms/${historyId}/versions`);
      // The first view after the instance started parses and compares every version.
      let listed: Awaited<ReturnType<typeof list>> = [];
      const listColdMs = await time(async () => {
        listed = await list();
      });
      if (listed.length !== HISTORY_VERSIONS || listed[0]!.changes.length === 0)
        throw new Error(`the history lists ${listed.length} versions`);
      const handList = () =>
        Promise.all([
          db.execute(
            sql`select number, published_at, published_by, definition from form_versions where form_id = ${historyId} order by number desc`,
          ),
          db.execute(
            sql`select form_version, count(*) from responses where form_id = ${historyId} group by 1`,
          ),
        ]);
      await handList();
      const listTimes: number[] = [];
      const handListTimes: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        handListTimes.push(await time(handList));
        listTimes.push(await time(list));
      }
      await app.close();

      const [apiMs, sqlMs, listMs, handListMs] = [apiTimes, sqlTimes, listTimes, handListTimes].map(
        median,
      ) as [number, number, number, number];
      console.log(
        `${ROWS} responses over ${VERSIONS} versions: hand-written SQL ${sqlMs.toFixed(0)} ms, summary ${apiMs.toFixed(0)} ms; ` +
          `${HISTORY_VERSIONS} versions of ${HISTORY_QUESTIONS} questions: first list ${listColdMs.toFixed(0)} ms, then ${listMs.toFixed(0)} ms, hand SQL ${handListMs.toFixed(0)} ms (medians of ${RUNS})`,
      );
      return {
        rows: ROWS,
        versions: VERSIONS,
        endpointMs: Math.round(apiMs),
        sqlMs: Math.round(sqlMs),
        ratio: Number((apiMs / sqlMs).toFixed(3)),
        historyVersions: HISTORY_VERSIONS,
        historyQuestions: HISTORY_QUESTIONS,
        listColdMs: Math.round(listColdMs),
        listMs: Math.round(listMs),
        handListMs: Math.round(handListMs),
        listRatio: Number((listMs / handListMs).toFixed(3)),
      };
    },
    { versions: VERSIONS },
  );
}
