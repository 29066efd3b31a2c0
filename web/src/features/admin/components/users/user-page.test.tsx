import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  currentUrl,
  expectNoAxeViolations,
  quietConsoleBetweenTests,
  renderConsole,
  userDetail,
  userSummary,
} from '../../test-support/admin-fixtures';
import { eventually } from '../../../../test-support/eventually';

quietConsoleBetweenTests();

const ADA_URL = '/api/admin/users/7';
const openAda = () => screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
const actionAnswer = (overrides = {}) =>
  jsonResponse({ user: userSummary(7, { username: 'ada', ...overrides }) });

/** The "term: value" rows of a card. */
function facts(title: string) {
  const card = screen.getByRole('heading', { name: title }).closest('[data-slot="card"]');
  return Object.fromEntries(
    [...(card?.querySelectorAll('dl > div') ?? [])].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );
}

describe("a user's page", () => {
  it('shows the profile, plan, ledger, forms and sessions', async () => {
    mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(
        userDetail(
          { plan: 'pro' },
          { subscription: { status: 'active', endDate: '2027-01-31T23:59:59.999Z' } },
        ),
      ),
    });
    const { container } = renderConsole('/admin/users/7');
    await openAda();
    expect(document.title).toBe('Admin · ada · Formloom');
    expect(facts('Profile')).toMatchObject({
      Username: 'ada',
      'E-mail': 'ada@example.com',
      Role: 'User',
      'Signs in with': 'Password',
    });
    expect(facts('Plan and credits')).toEqual({
      Plan: 'Pro',
      Subscription: 'active',
      'Pro until': 'Jan 31, 2027',
      Credits: '5',
    });
    const ledger = screen.getByRole('table', { name: /Credit ledger/ });
    expect(within(ledger).getAllByRole('row')[1]!.textContent).toContain('Conference prize');
    expect(within(ledger).getAllByRole('row')[1]!.textContent).toContain('root');
    expect(
      screen.getByRole('link', { name: 'Responses: Coffee survey' }).getAttribute('href'),
    ).toBe('/forms/form-a/responses');
    expect(
      screen.getByRole('link', { name: 'Open in builder: Coffee survey' }).getAttribute('href'),
    ).toBe('/forms/form-a/edit');
    expect(screen.getByText('Mozilla/5.0 (X11; Linux x86_64) Chrome/131')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('grants credits with a reason, after checking the amount and the reason', async () => {
    const api = mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(userDetail()),
      [`POST ${ADA_URL}/credits`]: actionAnswer({ credits: 15 }),
    });
    renderConsole('/admin/users/7');
    await openAda();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Grant credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits' });
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(within(dialog).getByText('Enter a whole number of credits')).toBeTruthy();
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    expect(api.callsTo(`POST ${ADA_URL}/credits`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Credits to grant'), '10');
    await user.type(within(dialog).getByLabelText('Reason'), 'Beta tester');
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    await screen.findByText("10 credits added to ada's balance.");
    expect(api.callsTo(`POST ${ADA_URL}/credits`).map((c) => c.body)).toEqual([
      { amount: 10, reason: 'Beta tester' },
    ]);
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page is read again after the change.
    await eventually(() => expect(api.callsTo(`GET ${ADA_URL}`).length).toBeGreaterThan(1));
  });

  it('removes credits as a negative amount, and shows the server refusing', async () => {
    const api = mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(userDetail()),
      [`POST ${ADA_URL}/credits`]: jsonResponse(
        {
          message: 'The user does not have that many credits to remove.',
          code: 'INSUFFICIENT_CREDITS',
        },
        409,
      ),
    });
    renderConsole('/admin/users/7');
    await openAda();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove credits' });
    expect(within(dialog).getByText(/ada has 5 credits/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Credits to remove'), '8');
    await user.type(within(dialog).getByLabelText('Reason'), 'Refunded by hand');
    await user.click(within(dialog).getByRole('button', { name: 'Remove credits' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The user does not have that many credits to remove.',
    );
    expect(api.callsTo(`POST ${ADA_URL}/credits`)[0]?.body).toEqual({
      amount: -8,
      reason: 'Refunded by hand',
    });
    expect(screen.getByRole('dialog', { name: 'Remove credits' })).toBeTruthy();
  });

  it('grants Pro until a chosen day', async () => {
    const api = mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(userDetail()),
      [`POST ${ADA_URL}/pro`]: actionAnswer({ plan: 'pro' }),
    });
    renderConsole('/admin/users/7');
    await openAda();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Grant Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant Pro' });
    const date = within(dialog).getByLabelText('Pro until');
    await user.clear(date);
    await user.type(date, '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Grant Pro' }));
    await screen.findByText('ada has Pro until Dec 31, 2099.');
    expect(api.callsTo(`POST ${ADA_URL}/pro`).map((c) => c.body)).toEqual([
      { until: '2099-12-31' },
    ]);
  });

  it('does not offer Pro to someone who pays for it through Stripe', async () => {
    mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(
        userDetail({ plan: 'pro' }, { subscription: { status: 'active', stripe: true } }),
      ),
    });
    renderConsole('/admin/users/7');
    await openAda();
    const button = screen.getByRole('button', { name: 'Grant Pro' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Pro cannot be granted: this user pays for it through Stripe.');
  });

  it('deletes the account only once the exact username is typed', async () => {
    const api = mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(userDetail()),
      [`DELETE ${ADA_URL}`]: new Response(null, { status: 204 }),
      'GET /api/admin/users': jsonResponse({ users: [], nextCursor: null }),
    });
    renderConsole('/admin/users/7');
    await openAda();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete ada's account?" });
    await expectNoAxeViolations(document.body);
    const confirm = within(dialog).getByRole('button', {
      name: 'Delete account',
    }) as HTMLButtonElement;
    const field = within(dialog).getByLabelText('Type the username to confirm');
    for (const near of ['ad', 'Ada', 'ada ']) {
      await user.clear(field);
      await user.type(field, near);
      expect(confirm.disabled).toBe(true);
    }
    await user.keyboard('{Enter}');
    expect(api.callsTo(`DELETE ${ADA_URL}`)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'ada');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await screen.findByText('ada and their forms are gone.');
    expect(api.callsTo(`DELETE ${ADA_URL}`).map((c) => c.body)).toEqual([
      { confirmUsername: 'ada' },
    ]);
    await eventually(() => expect(currentUrl()).toBe('/admin/users'));
  });

  it('makes an admin, and shows the server refusing to revoke the last one', async () => {
    const api = mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(userDetail()),
      [`POST ${ADA_URL}/make-admin`]: actionAnswer({ role: 'admin' }),
      [`POST ${ADA_URL}/revoke-admin`]: jsonResponse(
        {
          message: 'This is the last admin. Make someone else an admin first.',
          code: 'LAST_ADMIN',
        },
        409,
      ),
    });
    renderConsole('/admin/users/7');
    await openAda();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make ada an admin?' });
    api.on(`GET ${ADA_URL}`, jsonResponse(userDetail({ role: 'admin' })));
    await user.click(within(confirm).getByRole('button', { name: 'Make admin' }));
    await screen.findByText('ada is now an admin.');
    expect(api.callsTo(`POST ${ADA_URL}/make-admin`)).toHaveLength(1);

    const revoke = await screen.findByRole('button', { name: 'Revoke admin' });
    await user.click(revoke);
    const second = await screen.findByRole('alertdialog', { name: "Revoke ada's admin role?" });
    await user.click(within(second).getByRole('button', { name: 'Revoke admin' }));
    expect(
      await screen.findByText('This is the last admin. Make someone else an admin first.'),
    ).toBeTruthy();
    expect(screen.getByText('The role was not changed')).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('signs the user out everywhere, and disables then enables the account', async () => {
    const api = mockApi({
      [`GET ${ADA_URL}`]: jsonResponse(userDetail()),
      [`POST ${ADA_URL}/sign-out`]: jsonResponse({ user: userSummary(7), sessionsEnded: 2 }),
      [`POST ${ADA_URL}/disable`]: actionAnswer({ disabledAt: '2026-11-25T10:00:00.000Z' }),
    });
    renderConsole('/admin/users/7');
    await openAda();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const signOut = await screen.findByRole('alertdialog', { name: 'Sign ada out everywhere?' });
    await user.click(within(signOut).getByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByText('2 sessions of ada ended.');
    expect(api.callsTo(`POST ${ADA_URL}/sign-out`).map((c) => c.body)).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const disable = await screen.findByRole('alertdialog', { name: "Disable ada's account?" });
    api.on(`GET ${ADA_URL}`, jsonResponse(userDetail({ disabledAt: '2026-11-25T10:00:00.000Z' })));
    await user.click(within(disable).getByRole('button', { name: 'Disable account' }));
    await screen.findByText(
      'ada cannot sign in, and their published forms stop accepting responses.',
    );
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeTruthy();
    expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0);
  });

  it('hides the actions an admin cannot take on their own account', async () => {
    mockApi({
      'GET /api/admin/users/1': jsonResponse(
        userDetail({ id: 1, username: 'root', name: 'Rita Root', role: 'admin' }),
      ),
    });
    renderConsole('/admin/users/1');
    await screen.findByRole('heading', { level: 1, name: 'Rita Root' });
    expect(screen.queryByRole('button', { name: 'Revoke admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Grant credits' })).toBeTruthy();
  });

  it('says so when the user does not exist, and offers a retry when loading fails', async () => {
    let status = 404;
    const api = mockApi();
    api.on(`GET ${ADA_URL}`, () =>
      status === 200
        ? jsonResponse(userDetail())
        : jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, status),
    );
    const { container, unmount } = renderConsole('/admin/users/7');
    expect(await screen.findByRole('heading', { name: 'No such user' })).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();

    status = 500;
    renderConsole('/admin/users/7');
    expect(await screen.findByText('Loading the user…')).toBeTruthy();
    await screen.findByRole('heading', { name: "Couldn't load this user" });
    status = 200;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await openAda();
  });
});
