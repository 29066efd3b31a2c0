/**
 * The builder's state: the definition being edited plus undo/redo history. Pure and
 * structure-sharing: an edit replaces only the objects on its path, so an untouched question
 * keeps its identity and its memoised card does not re-render.
 */
import type { FormDefinition, PageBreak, Question } from '@core/form/definition';
import { copyOfQuestion } from './question-factory';
import type { BuilderAction, EditAction } from './builder-actions';

export const HISTORY_LIMIT = 200;
export const COALESCE_MS = 1000;

export interface BuilderState {
  definition: FormDefinition;
  past: FormDefinition[];
  future: FormDefinition[];
  lastCoalesce: string | null;
  lastEditAt: number;
}

export function initialBuilderState(definition: FormDefinition): BuilderState {
  return { definition, past: [], future: [], lastCoalesce: null, lastEditAt: 0 };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        definition: previous,
        past: state.past.slice(0, -1),
        future: [state.definition, ...state.future],
        lastCoalesce: null,
        lastEditAt: 0,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        definition: next,
        past: [...state.past, state.definition].slice(-HISTORY_LIMIT),
        future: rest,
        lastCoalesce: null,
        lastEditAt: 0,
      };
    }
    case 'reset':
      return initialBuilderState(action.definition);
    case 'replace':
      return record(state, action.definition, null, 0);
    default: {
      const definition = applyEdit(state.definition, action);
      if (definition === state.definition) return state;
      return record(state, definition, action.coalesce ?? null, action.at ?? 0);
    }
  }
}

function record(
  state: BuilderState,
  definition: FormDefinition,
  coalesce: string | null,
  at: number,
): BuilderState {
  const merge =
    coalesce !== null &&
    coalesce === state.lastCoalesce &&
    at - state.lastEditAt < COALESCE_MS &&
    state.future.length === 0;
  return {
    definition,
    past: merge ? state.past : [...state.past, state.definition].slice(-HISTORY_LIMIT),
    future: [],
    lastCoalesce: coalesce,
    lastEditAt: at,
  };
}

function mapQuestion(
  definition: FormDefinition,
  id: string,
  update: (question: Question) => Question,
): FormDefinition {
  const index = definition.questions.findIndex((q) => q.id === id);
  const current = definition.questions[index];
  if (!current) return definition;
  const next = update(current);
  if (next === current) return definition;
  const questions = definition.questions.slice();
  questions[index] = next;
  return { ...definition, questions };
}

/** Question order is the position in the list, as the server stores it. */
function renumber(questions: Question[]): Question[] {
  return questions.map((q, order) => (q.order === order ? q : { ...q, order }));
}

function insertAfter(questions: Question[], question: Question, afterId?: string | null) {
  const at = afterId ? questions.findIndex((q) => q.id === afterId) : -1;
  const next = questions.slice();
  next.splice(at === -1 ? questions.length : at + 1, 0, question);
  return renumber(next);
}

export function applyEdit(definition: FormDefinition, action: EditAction): FormDefinition {
  switch (action.type) {
    case 'updateForm':
      return { ...definition, ...action.patch };
    case 'updateScreen':
      return {
        ...definition,
        [action.screen]: { ...definition[action.screen], ...action.patch },
      };
    case 'addQuestion':
      return {
        ...definition,
        questions: insertAfter(definition.questions, action.question, action.afterId),
      };
    case 'updateQuestion':
      return mapQuestion(definition, action.id, (q) => ({ ...q, ...action.patch }));
    case 'updateSettings':
      return mapQuestion(definition, action.id, (q) => {
        const settings = { ...q.settings, ...action.patch };
        for (const [key, value] of Object.entries(action.patch)) {
          if (value === undefined) delete settings[key];
        }
        return { ...q, settings };
      });
    case 'duplicateQuestion': {
      const original = definition.questions.find((q) => q.id === action.id);
      if (!original) return definition;
      const copy = copyOfQuestion(original, action.newId);
      return { ...definition, questions: insertAfter(definition.questions, copy, action.id) };
    }
    case 'deleteQuestion':
      return deleteQuestion(definition, action.id);
    case 'moveQuestion': {
      const from = definition.questions.findIndex((q) => q.id === action.id);
      const to = Math.max(0, Math.min(action.toIndex, definition.questions.length - 1));
      if (from === -1 || from === to) return definition;
      const questions = definition.questions.slice();
      const [moved] = questions.splice(from, 1);
      questions.splice(to, 0, moved!);
      return { ...definition, questions: renumber(questions) };
    }
    case 'addPageBreak':
      if (!definition.questions.some((q) => q.id === action.pageBreak.afterQuestionId)) {
        return definition;
      }
      return { ...definition, pageBreaks: [...definition.pageBreaks, action.pageBreak] };
    case 'updatePageBreak':
      return {
        ...definition,
        pageBreaks: definition.pageBreaks.map((p) =>
          p.id === action.id ? { ...p, ...action.patch } : p,
        ),
      };
    case 'removePageBreak':
      return {
        ...definition,
        pageBreaks: definition.pageBreaks.filter((p) => p.id !== action.id),
      };
    case 'setLanguages':
      return { ...definition, languages: action.languages };
    case 'setTranslation': {
      const texts = definition.translations[action.language] ?? {};
      if ((texts[action.key] ?? '') === action.text) return definition;
      return {
        ...definition,
        translations: {
          ...definition.translations,
          [action.language]: { ...texts, [action.key]: action.text },
        },
      };
    }
  }
}

/**
 * Removes a question. Its page break moves to the question before it (the page still starts at
 * the same place) unless that one already ends a page. Logic that pointed at it is left for
 * verifyLogic to report, so an undo brings everything back exactly.
 */
function deleteQuestion(definition: FormDefinition, id: string): FormDefinition {
  const index = definition.questions.findIndex((q) => q.id === id);
  if (index === -1) return definition;
  const previous = definition.questions[index - 1];
  const questions = renumber(definition.questions.filter((q) => q.id !== id));
  const pageBreaks: PageBreak[] = [];
  for (const pageBreak of definition.pageBreaks) {
    if (pageBreak.afterQuestionId !== id) {
      pageBreaks.push(pageBreak);
      continue;
    }
    const taken = definition.pageBreaks.some((p) => p.afterQuestionId === previous?.id);
    if (previous && !taken) pageBreaks.push({ ...pageBreak, afterQuestionId: previous.id });
  }
  return { ...definition, questions, pageBreaks };
}
