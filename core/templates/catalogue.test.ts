import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../form/definition';
import { LOGIC_ACTION_TYPES, LOGIC_BLOCK_TYPES } from '../form/enums';
import { parseFormDefinition } from '../form/parse-form-definition';
import { evaluateForm } from '../logic/evaluate-form';
import { buildFormModel } from '../logic/form-model';
import { verifyLogic } from '../logic/verify-logic';
import { QUESTION_TYPE_REGISTRY } from '../question-types/registry';
import { TEMPLATE_CATALOGUE } from './catalogue';
import { TEMPLATE_CATEGORIES } from './template';
import { templateFacts } from './template-facts';

function parsed(slug: string): FormDefinition {
  const entry = TEMPLATE_CATALOGUE.find((t) => t.slug === slug);
  if (!entry) throw new Error(`no template ${slug}`);
  const result = parseFormDefinition(entry.definition);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.definition;
}

const definitions = TEMPLATE_CATALOGUE.map((t) => ({ entry: t, form: parsed(t.slug) }));

describe('the template catalogue', () => {
  it.each(TEMPLATE_CATALOGUE.map((t) => [t.slug]))(
    '%s passes validation and logic verification with no findings',
    (slug) => {
      const form = parsed(slug);
      expect(verifyLogic(form)).toEqual([]);
      expect(form.questions.length).toBeGreaterThan(3);
      expect(form.thankYouScreen.enabled).toBe(true);
    },
  );

  it('has at least 30 templates in at least 8 categories, with unique kebab-case slugs', () => {
    expect(TEMPLATE_CATALOGUE.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(TEMPLATE_CATALOGUE.map((t) => t.category));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    // Every named gallery category has entries; 'other' is for users' own templates.
    expect([...categories].sort()).toEqual(TEMPLATE_CATEGORIES.filter((c) => c !== 'other').sort());
    const slugs = TEMPLATE_CATALOGUE.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('uses at least 25 of the question types between them', () => {
    const used = new Set(definitions.flatMap(({ form }) => form.questions.map((q) => q.type)));
    const all = Object.keys(QUESTION_TYPE_REGISTRY);
    expect(used.size).toBeGreaterThanOrEqual(25);
    expect([...used].every((type) => all.includes(type))).toBe(true);
  });

  it('uses every logic action type and every logic block type', () => {
    const units = definitions.flatMap(({ form }) => buildFormModel(form).units.flat());
    const actions = new Set(units.flatMap((u) => u.actions.map((a) => a.type)));
    expect([...actions].sort()).toEqual([...LOGIC_ACTION_TYPES].sort());
    const blocks = new Set(units.filter((u) => u.kind !== 'rule').map((u) => u.kind));
    // 'ending' is END_FORM by another name; rules cover END_FORM, blocks cover the others.
    expect(LOGIC_BLOCK_TYPES.filter((t) => t !== 'ending').every((t) => blocks.has(t))).toBe(true);
  });

  it('gives every template pages or a welcome screen and its own theme colours', () => {
    for (const { form } of definitions) {
      expect(
        form.pageBreaks.length > 0 || form.welcomeScreen.enabled || form.questions.length <= 10,
      ).toBe(true);
      expect(form.theme.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the catalogue themes', () => {
  it.each(definitions.map(({ entry, form }) => [entry.slug, form.theme] as const))(
    '%s has readable text and button labels (WCAG AA 4.5:1)',
    (_slug, theme) => {
      expect(contrast(theme.textColor, theme.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', theme.primaryColor)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('the catalogue logic behaves as a product person means it', () => {
  it('asks NPS detractors what went wrong and records their segment', () => {
    const form = parsed('net-promoter-score-survey');
    const flow = evaluateForm(form, { score: 3 });
    expect(flow.visibleQuestionIds).toContain('detractor_reason');
    expect(flow.visibleQuestionIds).not.toContain('promoter_reason');
    expect(flow.requiredQuestionIds).toContain('detractor_reason');
    expect(flow.values.segment).toBe('detractor');
    expect(evaluateForm(form, { score: 10 }).values.segment).toBe('promoter');
  });

  it('scores the general knowledge quiz and offers a certificate at 4 or more', () => {
    const form = parsed('general-knowledge-quiz');
    const perfect = { q1: 'Mars', q2: 'Pacific', q3: 1969, q4: ['2', '11', '17'], q5: true };
    const flow = evaluateForm(form, { name: 'Ada', ...perfect });
    expect(flow.values.score).toBe(5);
    expect(flow.visibleQuestionIds).toContain('certificate_email');
    const weak = evaluateForm(form, { ...perfect, q1: 'Venus', q4: ['2', '9'], q5: false });
    expect(weak.values.score).toBe(2);
    expect(weak.visibleQuestionIds).not.toContain('certificate_email');
  });

  it('sends placement students who miss the basics past the advanced section', () => {
    const form = parsed('math-placement-test');
    const missed = evaluateForm(form, { student: 'Sam', b1: 54, b2: 30 });
    expect(missed.hiddenQuestionIds).toEqual(expect.arrayContaining(['a1', 'a2']));
    expect(missed.visibleQuestionIds).toContain('confidence');
    const strong = evaluateForm(form, { b1: 56, b2: 30, a1: 5, a2: '2x', confidence: 4 });
    expect(strong.visibleQuestionIds).toContain('a1');
    expect(strong.values.placement_score).toBe(4);
  });

  it('computes BMI, tiers a demo lead and totals a workshop invoice', () => {
    expect(evaluateForm(parsed('fitness-assessment'), { height: 180, weight: 81 }).values.bmi).toBe(
      25,
    );
    const lead = evaluateForm(parsed('demo-request'), {
      email: 'sam@gmail.com',
      company_size: 'More than 1000',
    });
    expect(lead.values).toMatchObject({ lead_tier: 'enterprise', email_type: 'personal' });
    expect(lead.visibleQuestionIds).toContain('procurement');
    expect(evaluateForm(parsed('team-workshop-booking'), { seats: 12 }).values.invoice_total).toBe(
      588,
    );
  });

  it('ends the screener for people who do not fit and skips RSVP details for a decline', () => {
    const screener = evaluateForm(parsed('user-research-screener'), { adult: false });
    expect(screener.ended).toBe(true);
    expect(screener.visibleQuestionIds).toEqual(['adult']);
    const rsvp = evaluateForm(parsed('party-rsvp'), { name: 'Jo', attending: false });
    expect(rsvp.hiddenQuestionIds).toEqual(['party_size', 'meal', 'allergies', 'song']);
    expect(rsvp.visibleQuestionIds).toContain('message');
  });

  it('hides the phone question when someone only wants email', () => {
    const flow = evaluateForm(parsed('contact-us'), { topic: 'Support', contact_pref: 'Email' });
    expect(flow.hiddenQuestionIds).toContain('phone');
    expect(flow.visibleQuestionIds).toContain('order_number');
  });
});

describe('templateFacts', () => {
  it('counts the questions a respondent sees and lists each type once', () => {
    const form = parsed('post-purchase-nps');
    const facts = templateFacts(form, {
      title: 'Post-purchase NPS',
      description: 'After checkout',
      category: 'nps',
    });
    expect(facts.questionCount).toBe(3);
    expect(facts.questionTypes).toEqual(['HIDDEN_FIELD', 'NPS_RATING', 'LONG_TEXT', 'SCALE']);
    expect(facts.searchText.split('\n').slice(0, 4)).toEqual([
      'Post-purchase NPS',
      'After checkout',
      'NPS',
      'Based on this purchase, how likely are you to recommend our shop?',
    ]);
  });
});
