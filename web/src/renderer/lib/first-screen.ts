/**
 * What the first screen of a form loads lazily (the rare inputs on its first page, the chunks they
 * load in turn, the theme's video, the custom CSS's sanitiser), loaded up front. The public page awaits it before hydrating
 * the server's HTML (ADR 038): React then hydrates every Suspense boundary on that screen in one
 * pass, instead of leaving one dehydrated until its chunk arrives, when a click or a chosen file
 * on it would be dropped.
 */
import type { FormDefinition, Question } from '@core/form/definition';
import { loadInputsFor } from '../components/inputs/input-registry';
import { preloadThemeVideo } from '../components/theme-video';
import { loadCssSanitizer } from './custom-css';
import { initialFlow } from './initial-flow';

export async function loadFirstScreen(definition: FormDefinition): Promise<void> {
  const pending: Promise<unknown>[] = [];
  if (definition.theme.youtubeUrl?.trim()) pending.push(preloadThemeVideo());
  if (definition.theme.customCSS?.trim()) pending.push(loadCssSanitizer());
  // The welcome screen has no question; otherwise the first page, as the server rendered it.
  if (!definition.welcomeScreen.enabled) {
    const byId = new Map(definition.questions.map((q) => [q.id, q]));
    const first = initialFlow(definition).pages[0]?.questionIds ?? [];
    pending.push(loadInputsFor(first.map((id) => byId.get(id)).filter((q): q is Question => !!q)));
  }
  await Promise.all(pending);
}
