/**
 * ADR 036: a draft on this device keeps the version it started on. The page shows version 2 after
 * the owner republished; the respondent's version-1 draft renders version 1 and submits against it.
 */
import '@/renderer/test-support/css-escape';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicForm, PublicFormPayload } from '@core/api/public';
import { loadEngine } from '@/renderer/lib/engine';
import { publicForm, question } from '@/renderer/test-support/questions';
import { answersKey, draftIdKey, readLocalDraft } from '../lib/local-draft';
import { fakeServer } from '../test-support/fake-server';
import { PAYLOAD_ELEMENT_ID, PublicFormPage } from './public-form-page';
import { eventually } from '../../../test-support/eventually';

const name = question({ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 });
const team = question({
  id: 'team',
  type: 'SHORT_TEXT',
  title: 'Your team',
  order: 1,
  required: true,
});
const payload = (formVersion: number, questions: PublicForm['questions']): PublicFormPayload => ({
  status: 'open',
  form: publicForm({ id: 'abc', title: 'Offsite', questions, formVersion }),
  message: null,
  basePath: '/forms',
});
const V1 = payload(1, [name, team]);
const V2 = payload(2, [name]);
const DRAFT_ID = '11111111-2222-4333-8444-555555555555';

function inline(p: PublicFormPayload) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAYLOAD_ELEMENT_ID;
  element.textContent = JSON.stringify(p);
  document.head.append(element);
}

beforeAll(async () => {
  await loadEngine();
});
beforeEach(() => {
  window.history.replaceState(null, '', '/forms/abc');
  localStorage.clear();
});
afterEach(() => {
  document.getElementById(PAYLOAD_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('a draft started on an older version', () => {
  it('renders the version the draft started on and submits with its number', async () => {
    const server = fakeServer({ versions: { 1: V1 } });
    localStorage.setItem(draftIdKey('abc'), DRAFT_ID);
    localStorage.setItem(
      answersKey('abc'),
      JSON.stringify({ answers: { name: 'Ada' }, pageIndex: 0, resumeToken: null, formVersion: 1 }),
    );
    inline(V2);
    const user = userEvent.setup();
    render(<PublicFormPage />);
    const teamField = await screen.findByLabelText(/your team/i);
    expect((screen.getByLabelText(/your name/i) as HTMLInputElement).value).toBe('Ada');
    expect(server.sent.some((r) => r.path === '/api/public/forms/abc/versions/1')).toBe(true);
    await user.type(teamField, 'Core');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you!');
    expect(server.submissions()[0]?.body).toMatchObject({
      draftId: DRAFT_ID,
      answers: { name: 'Ada', team: 'Core' },
      formVersion: 1,
    });
  });

  it('keeps the shown version with a new draft and sends it in autosave', async () => {
    const server = fakeServer();
    inline(V2);
    const user = userEvent.setup();
    render(<PublicFormPage />);
    await user.type(screen.getByLabelText(/your name/i), 'Bo');
    expect(readLocalDraft('abc')?.formVersion).toBe(2);
    await eventually(
      () =>
        expect(server.sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ formVersion: 2 }),
      { timeout: 3000 },
    );
    expect(server.sent.some((r) => r.path.includes('/versions/'))).toBe(false);
  });

  it('keeps a resume link’s draft on its own version and reloads into it', async () => {
    fakeServer({
      resumed: {
        formId: 'abc',
        draftId: DRAFT_ID,
        answers: { name: 'Cy' },
        lastUpdated: new Date(0).toISOString(),
        formVersion: 1,
      },
    });
    window.history.replaceState(null, '', '/forms/abc?resume=token-token-token-token');
    inline(V2);
    render(<PublicFormPage />);
    await eventually(() => expect(readLocalDraft('abc')?.formVersion).toBe(1));
    expect(readLocalDraft('abc')?.answers).toEqual({ name: 'Cy' });
    expect(localStorage.getItem(draftIdKey('abc'))).toBe(DRAFT_ID);
  });
});
