/** Test support (imported by *.test.tsx only): questions and forms with the schema's defaults. */
import type { PublicForm } from '@core/api/public';
import {
  questionSchema,
  themeSchema,
  type FormDefinition,
  type Question,
  type QuestionInput,
} from '@core/form/definition';

export function question(
  input: Partial<QuestionInput> & Pick<QuestionInput, 'id' | 'type'>,
): Question {
  return questionSchema.parse({ title: `Question ${input.id}`, order: 0, ...input });
}

export function publicForm(
  overrides: Partial<PublicForm> & Pick<PublicForm, 'questions'>,
): PublicForm {
  return {
    id: 'form1',
    title: 'Test form',
    description: '',
    theme: themeSchema.parse({}),
    welcomeScreen: { enabled: false, title: '', description: '', buttonText: '' },
    thankYouScreen: {
      enabled: true,
      title: 'Thank you!',
      description: 'Your response has been recorded.',
      buttonText: '',
    },
    pageBreaks: [],
    ...overrides,
  };
}

/** The same form as core's definition (what previews and templates hold). */
export function formDefinition(
  overrides: Partial<PublicForm> & Pick<PublicForm, 'questions'>,
): FormDefinition {
  const { id: _id, ...rest } = publicForm(overrides);
  return { ...rest, customization: {}, languages: rest.languages ?? [], translations: {} };
}
