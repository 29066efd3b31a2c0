/**
 * Logic engine benchmark: the cost of re-running evaluateForm after one answer changes, on a
 * synthetic 200-question form with 500 rules, against a baseline measured in the same run: one
 * pass over the same questions that does no logic (each answer through its type's isEmpty).
 *
 *   node --import tsx bench/logic.ts
 *
 * Prints human-readable lines, then one JSON line:
 *   {"bench":"logic","evalMicros":...,"baselineMicros":...,"ratio":...}
 */
import { pathToFileURL } from 'node:url';
import {
  formDefinitionSchema,
  type Action,
  type Answers,
  type Condition,
  type FormDefinition,
  type LogicRule,
} from '../core/form/definition';
import type { QuestionType } from '../core/form/enums';
import { evaluateForm } from '../core/logic/index';
import { getQuestionType } from '../core/question-types/registry';

const QUESTIONS = 200;
const RULES = 500;
const PAGE_EVERY = 20;

/** Small deterministic PRNG (mulberry32), so every run measures the same form. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES: QuestionType[] = [
  'SHORT_TEXT',
  'NUMBER',
  'MULTIPLE_CHOICE',
  'CHECKBOX',
  'YES_NO',
  'NPS',
  'DATE',
  'EMAIL',
];
const OPTIONS = ['red', 'green', 'blue', 'other'];

function conditionFor(type: QuestionType, questionId: string, pick: <T>(xs: T[]) => T): Condition {
  const c = (operator: Condition['operator'], value?: unknown): Condition => ({
    questionId,
    operator,
    value,
    caseSensitive: false,
  });
  switch (type) {
    case 'NUMBER':
      return pick([c('GREATER_THAN', 50), c('LESS_THAN_OR_EQUAL', 10), c('IS_ONE_OF', [1, 2, 3])]);
    case 'NPS':
      return pick([c('GREATER_THAN_OR_EQUAL', 9), c('LESS_THAN', 7)]);
    case 'MULTIPLE_CHOICE':
      return pick([c('EQUALS', pick(OPTIONS)), c('IS_NOT_ONE_OF', ['red', 'blue'])]);
    case 'CHECKBOX':
      return pick([c('CONTAINS', pick(OPTIONS)), c('IS_ONE_OF', ['green'])]);
    case 'YES_NO':
      return c('EQUALS', pick([true, false]));
    case 'DATE':
      return pick([c('DATE_AFTER', '2024-06-01'), c('DATE_BETWEEN', ['2024-01-01', '2024-12-31'])]);
    case 'EMAIL':
      return pick([c('ENDS_WITH', '@example.com'), c('REGEX_MATCH', '^[a-z]+@[a-z]+\\.com$')]);
    default:
      return pick([c('CONTAINS', 'yes'), c('IS_NOT_EMPTY'), c('EQUALS', 'hello')]);
  }
}

export function buildBenchForm(): { form: FormDefinition; answers: Answers } {
  const rand = random(42);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const types = Array.from({ length: QUESTIONS }, () => pick(TYPES));
  const ids = types.map((_, i) => `q${i}`);
  const logic: LogicRule[][] = ids.map(() => []);
  for (let r = 0; r < RULES; r++) {
    const host = Math.floor(rand() * (QUESTIONS - 10));
    const conditions = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const source = Math.floor(rand() * (host + 1));
      return conditionFor(types[source]!, ids[source]!, pick);
    });
    const later = () => ids[host + 1 + Math.floor(rand() * (QUESTIONS - host - 1))]!;
    const roll = rand();
    const actions: Action[] =
      roll < 0.4
        ? [{ type: 'SHOW', target: later(), value: undefined }]
        : roll < 0.7
          ? [{ type: 'HIDE', target: later(), value: undefined }]
          : roll < 0.75
            ? [
                {
                  type: 'SKIP_TO',
                  target: ids[Math.min(host + 3, QUESTIONS - 1)]!,
                  value: undefined,
                },
              ]
            : roll < 0.88
              ? [{ type: 'SET_VALUE', target: `var${r}`, value: r }]
              : [
                  {
                    type: 'CALCULATE',
                    target: `calc${r}`,
                    value: `{${ids[host]}} * 2 + round(avg(1, 2, 3), 1)`,
                  },
                ];
    logic[host]!.push({
      id: `r${r}`,
      conditions,
      groupOperator: rand() < 0.7 ? 'AND' : 'OR',
      actions,
    });
  }
  const form = formDefinitionSchema.parse({
    title: 'Benchmark form',
    questions: ids.map((id, i) => ({
      id,
      type: types[i],
      title: `Question ${i}`,
      order: i,
      required: rand() < 0.3,
      options: types[i] === 'MULTIPLE_CHOICE' || types[i] === 'CHECKBOX' ? OPTIONS : null,
      logic: logic[i],
    })),
    pageBreaks: ids
      .filter((_, i) => i > 0 && i % PAGE_EVERY === 0)
      .map((id, i) => ({ id: `page${i + 1}`, afterQuestionId: id, title: `Page ${i + 2}` })),
  });
  const answers: Answers = {};
  types.forEach((type, i) => {
    const answer: Record<QuestionType, unknown> = {
      NUMBER: Math.floor(rand() * 100),
      NPS: Math.floor(rand() * 11),
      MULTIPLE_CHOICE: pick(OPTIONS),
      CHECKBOX: [pick(OPTIONS), pick(OPTIONS)],
      YES_NO: rand() < 0.5,
      DATE: `2024-0${1 + Math.floor(rand() * 9)}-15`,
      EMAIL: pick(['ann@example.com', 'bob@test.org']),
      SHORT_TEXT: pick(['yes please', 'hello', 'no']),
    } as Record<QuestionType, unknown>;
    if (rand() < 0.9) answers[ids[i]!] = answer[type];
  });
  return { form, answers };
}

/** Median time of one call, measured in batches so that timer resolution does not matter. */
function medianMicros(batch: number, batches: number, body: (i: number) => void): number {
  const samples: number[] = [];
  let i = 0;
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let k = 0; k < batch; k++) body(i++);
    samples.push(((performance.now() - start) * 1000) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export async function run(): Promise<Record<string, unknown>> {
  const { form, answers } = buildBenchForm();
  const ruleCount = form.questions.reduce((n, q) => n + (q.logic?.length ?? 0), 0);
  const changing = form.questions.find((q) => q.type === 'NUMBER')!.id;
  // One answer changes between calls, as when a respondent types.
  const withChange = (i: number): Answers => ({ ...answers, [changing]: i % 100 });
  let sink = 0;

  const evaluate = (i: number) => {
    sink += evaluateForm(form, withChange(i)).visibleQuestionIds.length;
  };
  const baseline = (i: number) => {
    const current = withChange(i);
    for (const q of form.questions) if (!getQuestionType(q.type).isEmpty(current[q.id])) sink++;
  };

  medianMicros(50, 40, evaluate); // warm-up
  medianMicros(500, 40, baseline);
  const evalMicros = medianMicros(20, 150, evaluate);
  const baselineMicros = medianMicros(500, 150, baseline);
  const ratio = evalMicros / baselineMicros;
  const flow = evaluateForm(form, answers);

  console.log(
    `form: ${form.questions.length} questions, ${ruleCount} rules, ${form.pageBreaks.length} page breaks`,
  );
  console.log(
    `flow: ${flow.visibleQuestionIds.length} visible, ${flow.pages.length} pages, ${flow.firedRules.length} rules fired`,
  );
  console.log(`evaluateForm after one answer change: ${evalMicros.toFixed(1)} µs (median)`);
  console.log(`baseline (isEmpty over every answer):  ${baselineMicros.toFixed(2)} µs (median)`);
  console.log(`ratio: ${ratio.toFixed(1)}x   (sink ${sink % 7})`);
  return {
    bench: 'logic',
    evalMicros: Number(evalMicros.toFixed(2)),
    baselineMicros: Number(baselineMicros.toFixed(3)),
    ratio: Number(ratio.toFixed(2)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void run().then((result) => console.log(JSON.stringify(result)));
}
