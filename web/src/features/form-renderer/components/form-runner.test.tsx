import '@/renderer/test-support/css-escape';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '@/renderer/lib/engine';
import { answersKey, draftIdKey, visitorIdKey } from '../lib/local-draft';
import { LOCAL_OUTBOX_KEY } from '../offline/outbox-store';
import { fakeServer } from '../test-support/fake-server';
import { publicForm, question } from '@/renderer/test-support/questions';
import { FormRunner } from './form-runner';

const branching = publicForm({
  questions: [
    question({
      id: 'like',
      type: 'YES_NO',
      title: 'Did you like it?',
      required: true,
      order: 0,
      logic: [
        {
          id: 'skip',
          conditions: [
            { questionId: 'like', operator: 'EQUALS', value: false, caseSensitive: false },
          ],
          groupOperator: 'AND',
          actions: [{ type: 'SKIP_TO', target: 'final' }],
        },
      ],
    }),
    question({ id: 'detail', type: 'SHORT_TEXT', title: 'What did you like?', order: 1 }),
    question({ id: 'last', type: 'SHORT_TEXT', title: 'Anything else?', order: 2 }),
  ],
  pageBreaks: [
    { id: 'details', afterQuestionId: 'like', title: 'Details', description: '' },
    { id: 'final', afterQuestionId: 'detail', title: 'Final page', description: '' },
  ],
});

const single = publicForm({
  questions: [question({ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 })],
});

beforeAll(async () => {
  await loadEngine(); // core's engine is a lazy chunk; load it once for every test
});

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/forms/form1');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<FormRunner />', () => {
  it('checks a page before Next, showing the exact message and focusing the question', async () => {
    fakeServer();
    const user = userEvent.setup();
    render(<FormRunner form={branching} basePath="/forms" />);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const group = await screen.findByRole('group', { name: /did you like it/i });
    expect(within(group).getByText('Required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please check the answer marked below.');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Yes' }));
    // The error is tied to the group and clears as soon as the question is answered.
    expect(group.getAttribute('aria-describedby')).toContain('fl-q-like-error');
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect(within(group).queryByText('Required')).toBeNull();
  });

  it('follows a page break and a SKIP_TO rule, both ways', async () => {
    fakeServer();
    const user = userEvent.setup();
    render(<FormRunner form={branching} basePath="/forms" />);

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Final page' })).toBeTruthy();
    expect(screen.queryByLabelText(/what did you like/i)).toBeNull();
    expect(screen.getByLabelText(/anything else/i)).toBeTruthy();
    // The skipped page is gone from the flow: this is the last page of two.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Form progress' }).getAttribute('aria-valuetext'),
    ).toBe('Page 2 of 2');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Final page' }),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
    expect(screen.getByLabelText(/what did you like/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('turns Next into Submit when an END_FORM rule fires', async () => {
    fakeServer();
    const user = userEvent.setup();
    const ending = publicForm({
      ...branching,
      questions: branching.questions.map((q) =>
        q.id === 'like'
          ? { ...q, logic: [{ ...q.logic![0]!, actions: [{ type: 'END_FORM', target: '' }] }] }
          : q,
      ),
    });
    render(<FormRunner form={ending} basePath="/forms" />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('restores answers and the resume link from this device, and keeps saving there', async () => {
    fakeServer();
    const user = userEvent.setup();
    localStorage.setItem(
      answersKey('form1'),
      JSON.stringify({ answers: { name: 'Ada' }, pageIndex: 0, resumeToken: 'tok-1' }),
    );
    render(<FormRunner form={single} basePath="/forms" />);

    const input = screen.getByLabelText(/your name/i) as HTMLInputElement;
    expect(input.value).toBe('Ada');
    // Its code loads once there is a link to offer (it is not on the first paint's critical path).
    expect(await screen.findByRole('button', { name: 'Continue on another device' })).toBeTruthy();

    await user.type(input, ' L');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(answersKey('form1')) ?? '{}').answers).toEqual({
        name: 'Ada L',
      }),
    );
  });

  it('reopens the page the respondent had reached', async () => {
    fakeServer();
    localStorage.setItem(
      answersKey('form1'),
      JSON.stringify({
        answers: { like: true, detail: 'The pace' },
        pageIndex: 1,
        resumeToken: null,
      }),
    );
    render(<FormRunner form={branching} basePath="/forms" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
    expect((screen.getByLabelText(/what did you like/i) as HTMLInputElement).value).toBe(
      'The pace',
    );
  });

  it('sends one response for a double click, then thanks the respondent and forgets the draft', async () => {
    const server = fakeServer();
    window.history.replaceState(null, '', '/forms/form1?ref=news');
    const withHidden = publicForm({
      questions: [
        ...single.questions,
        question({
          id: 'source',
          type: 'HIDDEN_FIELD',
          order: 1,
          settings: { name: 'ref', defaultValue: '' },
        }),
      ],
    });
    const user = userEvent.setup();
    render(<FormRunner form={withHidden} basePath="/forms" />);

    await user.type(screen.getByLabelText(/your name/i), 'Ada');
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText('Your response has been recorded.')).toBeTruthy();

    expect(server.submissions()).toHaveLength(1);
    const body = server.submissions()[0]?.body as { draftId: string; answers: unknown };
    expect(body.answers).toEqual({ name: 'Ada', source: 'news' });
    expect(body.draftId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(answersKey('form1'))).toBeNull();
    expect(localStorage.getItem(draftIdKey('form1'))).toBeNull();
    await waitFor(() => expect(server.events()).toEqual(['view', 'start', 'submit']));
    // One person throughout: every event names the same visitor, who outlives the submission.
    const visitors = server.sent
      .filter((r) => r.path.endsWith('/events'))
      .map((r) => (r.body as { visitorId?: string }).visitorId);
    expect(visitors[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(visitors)).toEqual(new Set([localStorage.getItem(visitorIdKey('form1'))]));
  });

  it('offers another response from the thank-you screen, keeping the hidden-field parameters', async () => {
    fakeServer();
    window.history.replaceState(null, '', '/forms/form1?ref=news&resume=used-token');
    const user = userEvent.setup();
    render(<FormRunner form={single} basePath="/forms" />);
    await user.type(screen.getByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('link', { name: 'Submit another response' });
    expect(again.getAttribute('href')).toBe('/forms/form1?ref=news');
  });

  it('maps the server’s field errors back to their questions and opens that page', async () => {
    fakeServer({
      submit: [
        {
          status: 400,
          body: { message: 'Taken', code: 'VALIDATION_ERROR', errors: { detail: 'Taken' } },
        },
      ],
    });
    const user = userEvent.setup();
    render(<FormRunner form={branching} basePath="/forms" />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/what did you like/i), 'Pace');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    const field = await screen.findByLabelText(/what did you like/i);
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
  });

  it('keeps the answers when offline at Submit and sends them, with the same draft id, once back online', async () => {
    const server = fakeServer({ submit: ['network-error', 'network-error'] });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render(<FormRunner form={single} basePath="/forms" />);
    await user.type(screen.getByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(
        'You are offline. Your answers are kept on this device and will be sent when the connection is back.',
      ),
    ).toBeTruthy();
    // Offline, the page does not spend the respondent's time on timed retries: one attempt.
    expect(server.submissions()).toHaveLength(1);
    expect((screen.getByLabelText(/your name/i) as HTMLInputElement).value).toBe('Ada');

    // Try again while still offline: the answers and the message stay.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.submissions()).toHaveLength(2));
    expect(
      await screen.findByText(
        'You are offline. Your answers are kept on this device and will be sent when the connection is back.',
      ),
    ).toBeTruthy();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    const sent = server.submissions().map((r) => r.body as { draftId: string; answers: unknown });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((b) => b.draftId)).size).toBe(1);
    expect(sent[2]?.answers).toEqual({ name: 'Ada' });
    onLine.mockRestore();
  });

  it('does not submit or move on when the network returns after the respondent went back', async () => {
    const server = fakeServer({ submit: ['network-error'] });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render(<FormRunner form={branching} basePath="/forms" />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Final page' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Try again' });

    // Queued on this device (no IndexedDB here: the localStorage outbox)…
    expect(localStorage.getItem(LOCAL_OUTBOX_KEY)).toContain('"pending"');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Details' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // …and withdrawn by Back, so no flush of the outbox can send it behind the respondent's back.
    await waitFor(() => expect(localStorage.getItem(LOCAL_OUTBOX_KEY)).toBeNull());
    onLine.mockReturnValue(true);
    // act: any update the event causes is rendered before the checks below.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    // Still on Details: the event found nothing waiting to send.
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
    expect(server.submissions()).toHaveLength(1);
    onLine.mockRestore();
  });

  it('says so when the server rate-limits, and shows the closed page on 410', async () => {
    fakeServer({
      submit: [
        { status: 429, body: { message: 'Slow down', code: 'RATE_LIMITED' } },
        { status: 410, body: { message: 'We are full, thanks!', code: 'FORM_CLOSED' } },
      ],
    });
    const user = userEvent.setup();
    render(<FormRunner form={single} basePath="/forms" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many submissions, try again in a minute')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This form is closed' }),
    ).toBeTruthy();
    expect(screen.getByText('We are full, thanks!')).toBeTruthy();
  });
});
