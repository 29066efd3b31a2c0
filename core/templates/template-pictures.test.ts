import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from '../form/parse-form-definition';
import { TEMPLATE_CATALOGUE } from './catalogue';
import { SHIPPED_PICTURE_FILES, SHIPPED_PICTURE_PATHS } from './template-pictures';

/** Every image-choice question of the catalogue, as the server stores it (parsed). */
const pictureQuestions = TEMPLATE_CATALOGUE.flatMap((entry) => {
  const result = parseFormDefinition(entry.definition);
  if (!result.ok) throw new Error(`${entry.slug}: ${JSON.stringify(result.errors)}`);
  return result.definition.questions
    .filter((q) => q.type === 'IMAGE_CHOICE')
    .map((question) => ({ slug: entry.slug, question }));
});

describe('the pictures of the catalogue templates (issue 28)', () => {
  it('finds the picture choices of the restaurant and prototype templates', () => {
    const slugs = new Set(pictureQuestions.map((p) => p.slug));
    expect(slugs).toContain('restaurant-feedback');
    expect(slugs).toContain('concept-test');
  });

  it.each(pictureQuestions.map((p) => [`${p.slug}/${p.question.id}`, p.question] as const))(
    '%s has a shipped picture for every option',
    (_name, question) => {
      const images = (question.settings.images ?? {}) as Record<string, string>;
      expect(question.options?.length).toBeGreaterThan(1);
      for (const option of question.options ?? []) {
        expect(
          SHIPPED_PICTURE_PATHS.has(images[option] ?? ''),
          `${option}: ${images[option]}`,
        ).toBe(true);
      }
    },
  );

  it('gives every option its own picture', () => {
    for (const { question } of pictureQuestions) {
      const images = Object.values((question.settings.images ?? {}) as Record<string, string>);
      expect(new Set(images).size).toBe(images.length);
    }
  });

  it('names each shipped file by the same convention the path check accepts', () => {
    for (const [key, file] of Object.entries(SHIPPED_PICTURE_FILES)) {
      const words = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(file).toMatch(new RegExp(`^${words}\\.[0-9a-f]{8}\\.svg$`));
    }
  });
});
