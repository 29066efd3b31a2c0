/**
 * The webhooks section's creator line (issue 27, ADR 028): who added each endpoint and when, and
 * an endpoint turned off because its creator lost access, whose switch stays off.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  endpoint,
  endpointPath,
  expectNoAxeViolations,
  LIST,
  PRODUCTION,
} from './webhook-fixtures';
import { card, quietSectionTests, renderSection, URL_A } from './webhooks-section.test-support';

quietSectionTests();

describe('the webhooks section, on who added an endpoint', () => {
  it('shows who added each endpoint, and one whose creator lost access as off for good; axe-clean', async () => {
    const api = mockApi({
      [LIST]: jsonResponse({
        urlRules: PRODUCTION,
        endpoints: [
          endpoint(),
          endpoint({
            id: 2,
            url: 'https://zapier.example.com/catch',
            enabled: false,
            disabledReason: 'Turned off: its creator no longer has access.',
            disabledCause: 'creator_lost_access',
            createdBy: { id: 9, name: 'Eddie Editor', email: 'eddie@example.com' },
          }),
          endpoint({ id: 3, url: 'https://old.example.com/hook', createdBy: null }),
        ],
      }),
    });
    const user = userEvent.setup();
    const { container } = renderSection();
    const mine = await screen.findByRole('article', { name: URL_A });
    const added = within(mine).getByText(/^Added by/);
    // The hour is the reader's own time zone's: the machine-readable time is the exact one.
    expect(added.textContent).toMatch(/^Added by Olga Owner \(olga@example\.com\) on Nov 25, 2026/);
    expect(added.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T10:00:00.000Z');
    expect(within(card('https://old.example.com/hook')).getByText(/^Added on/).textContent).toMatch(
      /^Added on Nov 25, 2026/,
    );

    const theirs = card('https://zapier.example.com/catch');
    expect(within(theirs).getByText(/^Added by/).textContent).toMatch(
      /^Added by Eddie Editor \(eddie@example\.com\) on/,
    );
    const toggle = within(theirs).getByRole('switch', { name: 'Enabled' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(toggle.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      "Turned off: its creator no longer has access. It can't be turned on again, because they know its signing secret. To keep getting these events, add a new webhook: it gets a new secret.",
    );
    expect(within(theirs).queryByText(/Disabled by Formloom/)).toBeNull();
    await user.click(toggle);
    expect(api.callsTo(`PATCH ${endpointPath(2)}`)).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
});
