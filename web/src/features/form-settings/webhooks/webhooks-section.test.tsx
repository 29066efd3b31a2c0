import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  attempt,
  deliveriesRoute,
  delivery,
  endpoint,
  endpointPath,
  expectNoAxeViolations,
  findToast,
  FORM_ID,
  LIST,
  page,
  PRODUCTION,
} from './webhook-fixtures';

import {
  card,
  quietSectionTests,
  renderSection,
  section,
  URL_A,
} from './webhooks-section.test-support';

quietSectionTests();

describe('the webhooks section', () => {
  it('shows loading, then each endpoint with its events, switch and last delivery; axe-clean', async () => {
    let answer: (res: Response) => void = () => undefined;
    mockApi({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderSection();
    expect(screen.getByText('Loading the webhooks…')).toBeTruthy();
    await act(async () =>
      answer(
        jsonResponse({
          urlRules: PRODUCTION,
          endpoints: [
            endpoint({
              lastDelivery: {
                id: 3,
                eventType: 'response.completed',
                status: 'failed',
                createdAt: new Date().toISOString(),
              },
            }),
            endpoint({
              id: 2,
              url: 'https://zapier.example.com/catch',
              events: ['response.deleted'],
              enabled: false,
              disabledReason: 'Every delivery failed for 24 hours.',
            }),
          ],
        }),
      ),
    );
    const first = await screen.findByRole('article', { name: URL_A });
    expect(within(first).getByRole('list', { name: 'Events' }).textContent).toBe(
      'response.completedform.published',
    );
    expect(
      within(first).getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(first).getByText('Last delivery:').parentElement?.textContent).toMatch(
      /Failed.*response\.completed.*this minute/,
    );
    const second = card('https://zapier.example.com/catch');
    expect(
      within(second).getByRole('switch', { name: 'Enabled' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(within(second).getByText(/Disabled by Formloom: Every delivery failed/)).toBeTruthy();
    expect(within(second).getByText('No deliveries yet')).toBeTruthy();
    const docs = screen.getByRole('link', { name: /Standard Webhooks/ });
    expect(docs.getAttribute('href')).toBe('https://www.standardwebhooks.com/');
    await expectNoAxeViolations(container);
  });

  it('says when there are none, and says so when the list cannot be loaded, with a retry', async () => {
    const api = mockApi({ [LIST]: jsonResponse({ message: 'down', code: 'INTERNAL' }, 500) });
    const user = userEvent.setup();
    renderSection();
    await within(section()).findByRole('alert');
    expect(screen.getByText("Couldn't load the webhooks")).toBeTruthy();
    api.on(LIST, jsonResponse({ endpoints: [], urlRules: PRODUCTION }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        name: 'No webhooks yet: send responses to Slack, Zapier or your own server',
      }),
    ).toBeTruthy();
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('adds an endpoint: shows the server field error, then the secret once, with copy', async () => {
    const api = mockApi({
      [LIST]: jsonResponse({ endpoints: [], urlRules: PRODUCTION }),
      [`POST /api/forms/${FORM_ID}/webhooks`]: jsonResponse(
        {
          message: 'url: The URL must start with https://',
          code: 'VALIDATION_ERROR',
          errors: { url: 'The URL must start with https://' },
        },
        400,
      ),
    });
    const user = userEvent.setup();
    const { container } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    // The rules of this server, as the list reported them.
    expect(
      within(dialog).getByText(
        'An https address your receiver listens on. Addresses inside the server’s own network are refused.',
      ),
    ).toBeTruthy();

    // Checked here, before the server is asked: no event chosen.
    await user.click(within(dialog).getByRole('checkbox', { name: /response\.completed/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Endpoint URL' }),
      'http://x.test/h',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(within(dialog).getByText('Choose at least one event')).toBeTruthy();
    expect(api.callsTo(`POST /api/forms/${FORM_ID}/webhooks`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /response\.completed/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /form\.unpublished/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(url.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('The URL must start with https://').id,
    );
    expect(api.calls.at(-1)?.body).toEqual({
      url: 'http://x.test/h',
      events: ['response.completed', 'form.unpublished'],
    });
    await expectNoAxeViolations(container.ownerDocument.body);

    const created = endpoint({ url: URL_A, events: ['response.completed', 'form.unpublished'] });
    api.on(
      `POST /api/forms/${FORM_ID}/webhooks`,
      jsonResponse({ endpoint: created, secret: 'whsec_c2VjcmV0LXNlY3JldA==' }, 201),
    );
    api.on(LIST, jsonResponse({ endpoints: [created], urlRules: PRODUCTION }));
    await user.clear(url);
    await user.type(url, URL_A);
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const done = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(
      (within(done).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value,
    ).toBe('whsec_c2VjcmV0LXNlY3JldA==');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(done).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0LXNlY3JldA==');
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('article', { name: URL_A })).toBeTruthy();
    // The empty state's button is gone: focus lands on the one in the section's header.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add endpoint' })),
    );
    // The next opening is a new, empty form: the secret was shown once.
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const again = await screen.findByRole('dialog', { name: 'Add a webhook' });
    expect(
      (within(again).getByRole('textbox', { name: 'Endpoint URL' }) as HTMLInputElement).value,
    ).toBe('');
    expect(within(again).queryByRole('textbox', { name: 'Signing secret' })).toBeNull();
  });

  it('sends a test event, and the open log polls until its delivery is settled', async () => {
    const pending = delivery({ status: 'pending', attemptCount: 0, attempts: [] });
    const api = mockApi({
      [LIST]: jsonResponse({ endpoints: [endpoint()], urlRules: PRODUCTION }),
      [deliveriesRoute(1)]: jsonResponse(page([])),
      [`POST ${endpointPath(1)}/test`]: jsonResponse({ delivery: pending }, 202),
    });
    const user = userEvent.setup();
    renderSection();
    const first = await screen.findByRole('article', { name: URL_A });
    await user.click(within(first).getByRole('button', { name: 'Delivery log' }));
    expect(await within(first).findByText(/No deliveries yet. Send a test event/)).toBeTruthy();

    api.on(deliveriesRoute(1), jsonResponse(page([pending])));
    await user.click(within(first).getByRole('button', { name: 'Send test event' }));
    expect(await findToast('Test event queued')).toBeTruthy();
    expect(api.callsTo(`POST ${endpointPath(1)}/test`)[0]?.body).toEqual({});
    const log = within(first).getByRole('list', { name: `Deliveries to ${URL_A}` });
    expect(await within(log).findByText('Pending')).toBeTruthy();
    expect(within(first).getByText(/this log updates itself/)).toBeTruthy();

    // The worker delivers it; the log finds out by itself, without anyone reloading it.
    api.on(deliveriesRoute(1), jsonResponse(page([delivery()])));
    expect(await within(log).findByText('Delivered')).toBeTruthy();
    expect(within(first).queryByText(/this log updates itself/)).toBeNull();
  });

  it('expands a delivery to each attempt and redelivers it', async () => {
    const failedThenOk = delivery({
      id: 11,
      eventType: 'response.completed',
      status: 'delivered',
      attemptCount: 2,
      attempts: [
        attempt({
          attempt: 1,
          durationMs: 10_000,
          responseStatus: null,
          responseBody: null,
          error: 'Timed out after 10 s',
        }),
        attempt({
          attempt: 2,
          durationMs: 87,
          responseStatus: 200,
          responseBody: 'x'.repeat(3000),
        }),
      ],
    });
    const api = mockApi({
      [LIST]: jsonResponse({ endpoints: [endpoint()], urlRules: PRODUCTION }),
      [deliveriesRoute(1)]: jsonResponse(page([failedThenOk])),
      [`POST ${endpointPath(1)}/deliveries/11/redeliver`]: jsonResponse(
        { delivery: delivery({ id: 12, eventType: 'response.completed' }) },
        202,
      ),
    });
    const user = userEvent.setup();
    const { container } = renderSection();
    const first = await screen.findByRole('article', { name: URL_A });
    await user.click(within(first).getByRole('button', { name: 'Delivery log' }));
    const row = await within(first).findByRole('listitem', {
      name: 'response.completed, delivered',
    });
    expect(within(row).getByText('2 attempts', { exact: false })).toBeTruthy();
    const expand = within(row).getByRole('button', { name: /response\.completed, show attempts/ });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const attempts = within(row).getAllByRole('listitem');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.textContent).toMatch(
      /Attempt 1.*10000 ms.*No response.*Timed out after 10 s/,
    );
    expect(attempts[1]?.textContent).toMatch(/Attempt 2.*87 ms.*HTTP 200/);
    // The log keeps the first 2 KB of an answer; no more is shown.
    expect(within(row).getByLabelText('Response body of attempt 2').textContent).toHaveLength(2048);
    expect(within(row).getByText('msg_2yQm3ZkqJ1')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(within(row).getByRole('button', { name: /^Redeliver response\.completed/ }));
    expect(await findToast('Redelivery queued')).toBeTruthy();
    expect(api.callsTo(`POST ${endpointPath(1)}/deliveries/11/redeliver`)[0]?.body).toEqual({});
    await waitFor(() => expect(api.callsTo(deliveriesRoute(1))).toHaveLength(2));
  });

  it('disables and enables with the switch; a refusal puts the real state back', async () => {
    const api = mockApi({
      [LIST]: jsonResponse({ endpoints: [endpoint()], urlRules: PRODUCTION }),
      [`PATCH ${endpointPath(1)}`]: jsonResponse({ endpoint: endpoint({ enabled: false }) }),
    });
    const user = userEvent.setup();
    renderSection();
    const toggle = within(await screen.findByRole('article', { name: URL_A })).getByRole('switch', {
      name: 'Enabled',
    });
    api.on(LIST, jsonResponse({ endpoints: [endpoint({ enabled: false })], urlRules: PRODUCTION }));
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(await findToast('Webhook disabled')).toBeTruthy();
    expect(api.callsTo(`PATCH ${endpointPath(1)}`)[0]?.body).toEqual({ enabled: false });
    expect(document.activeElement).toBe(toggle);

    api.on(`PATCH ${endpointPath(1)}`, jsonResponse({ message: 'Nope', code: 'FORBIDDEN' }, 403));
    await user.click(toggle);
    expect(await findToast("Couldn't change the webhook")).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('deletes after a confirmation, and focus goes to the heading', async () => {
    const api = mockApi({
      [LIST]: jsonResponse({ endpoints: [endpoint()], urlRules: PRODUCTION }),
      [`DELETE ${endpointPath(1)}`]: new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderSection();
    const first = await screen.findByRole('article', { name: URL_A });
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this webhook?' });
    // Focus starts on Cancel: Enter by reflex deletes nothing.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    api.on(LIST, jsonResponse({ endpoints: [], urlRules: PRODUCTION }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    expect(await findToast('Webhook deleted')).toBeTruthy();
    expect(api.callsTo(`DELETE ${endpointPath(1)}`)).toHaveLength(1);
    await screen.findByRole('heading', { name: /^No webhooks yet/ });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Webhooks' })),
    );
  });

  it('shows the signing secret on demand', async () => {
    mockApi({
      [LIST]: jsonResponse({ endpoints: [endpoint()], urlRules: PRODUCTION }),
      [`GET ${endpointPath(1)}/secret`]: jsonResponse({ secret: 'whsec_b25kZW1hbmQ=' }),
    });
    const user = userEvent.setup();
    renderSection();
    const first = await screen.findByRole('article', { name: URL_A });
    await user.click(within(first).getByRole('button', { name: 'Signing secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    const field = await within(dialog).findByRole('textbox', { name: 'Signing secret' });
    expect((field as HTMLInputElement).value).toBe('whsec_b25kZW1hbmQ=');
    await expectNoAxeViolations(document.body);
  });

  it('rotates the secret only after a second step, and shows the new one', async () => {
    const api = mockApi({
      [LIST]: jsonResponse({ endpoints: [endpoint()], urlRules: PRODUCTION }),
      [`GET ${endpointPath(1)}/secret`]: jsonResponse({ secret: 'whsec_b2xk' }),
      [`POST ${endpointPath(1)}/secret`]: jsonResponse({ secret: 'whsec_bmV3' }),
    });
    const user = userEvent.setup();
    renderSection();
    const first = await screen.findByRole('article', { name: URL_A });
    await user.click(within(first).getByRole('button', { name: 'Signing secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    const field = (await within(dialog).findByRole('textbox', {
      name: 'Signing secret',
    })) as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret…' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep this one' }));
    expect(api.callsTo(`POST ${endpointPath(1)}/secret`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret…' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rotate now' }));
    expect(await findToast('Secret rotated')).toBeTruthy();
    await waitFor(() => expect(field.value).toBe('whsec_bmV3'));
    expect(api.callsTo(`POST ${endpointPath(1)}/secret`)[0]?.body).toEqual({});
  });

  it('describes the URL rules of a server that allows http and its own network', async () => {
    mockApi({
      [LIST]: jsonResponse({
        endpoints: [],
        urlRules: { httpAllowed: true, privateAllowed: true },
      }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    expect(
      within(dialog).getByText(
        'An https or http address your receiver listens on. This server may also call addresses on its own network.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/refused/)).toBeNull();
  });
});
