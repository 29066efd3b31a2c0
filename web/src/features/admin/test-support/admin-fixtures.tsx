/**
 * Test support for the admin console (not used by the app): the server's answers as fixtures, the
 * console rendered where the router mounts it (/admin, nested), and axe.
 */
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Route } from 'wouter';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type {
  AdminFormSummary,
  AdminOverview,
  AdminTemplate,
  AdminUserDetail,
  AdminUserSummary,
  AuditEntry,
} from '@core/api/admin';
import { Providers } from '@/app/providers';
import { testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { AdminConsole } from '../components/admin-console';

/** The admin who is signed in, unless a test says otherwise. */
export const ADMIN = testUser({ id: 1, username: 'root', name: 'Rita Root', role: 'admin' });

export function overviewFixture(overrides: Partial<AdminOverview> = {}): AdminOverview {
  const daily = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    newUsers: i % 3,
    responses: i * 2,
  }));
  return {
    users: 1234,
    forms: 560,
    publishedForms: 210,
    responsesToday: 58,
    responses30Days: 870,
    proSubscribers: 42,
    mailsWaiting: 3,
    failedWebhooks: 1,
    daily,
    ...overrides,
  };
}

export function userSummary(
  id: number,
  overrides: Partial<AdminUserSummary> = {},
): AdminUserSummary {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    name: `User ${id}`,
    role: 'user',
    plan: 'free',
    credits: 0,
    createdAt: '2026-10-01T10:00:00.000Z',
    lastLoginAt: '2026-11-20T09:30:00.000Z',
    disabledAt: null,
    ...overrides,
  };
}

export function userDetail(
  overrides: Partial<AdminUserSummary> = {},
  rest: Partial<Omit<AdminUserDetail, 'user'>> & {
    subscription?: Partial<AdminUserDetail['user']['subscription']>;
  } = {},
): AdminUserDetail {
  const { subscription, ...lists } = rest;
  return {
    user: {
      ...userSummary(7, {
        username: 'ada',
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        credits: 5,
      }),
      ...overrides,
      authProvider: 'local',
      subscription: {
        status: null,
        plan: null,
        endDate: null,
        autoRenewal: false,
        stripe: false,
        ...subscription,
      },
    },
    ledger: [
      {
        id: 31,
        amount: 5,
        type: 'grant',
        description: 'Conference prize',
        createdAt: '2026-11-10T12:00:00.000Z',
        status: 'completed',
        relatedEntityType: null,
        relatedEntityId: null,
        processedBy: 'root',
      },
    ],
    forms: [
      {
        id: 'form-a',
        title: 'Coffee survey',
        published: true,
        responseCount: 12,
        updatedAt: '2026-11-12T08:00:00.000Z',
      },
    ],
    sessions: [
      {
        id: 91,
        createdAt: '2026-11-20T09:30:00.000Z',
        lastActiveAt: '2026-11-21T10:00:00.000Z',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
        ipAddress: '203.0.113.9',
      },
    ],
    ...lists,
  };
}

export function formSummary(
  id: string,
  overrides: Partial<AdminFormSummary> = {},
): AdminFormSummary {
  return {
    id,
    title: `Form ${id}`,
    published: true,
    responseCount: 4,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-15T10:00:00.000Z',
    owner: { id: 7, username: 'ada', name: 'Ada Lovelace' },
    ...overrides,
  };
}

export function adminTemplate(id: string, overrides: Partial<AdminTemplate> = {}): AdminTemplate {
  return {
    id,
    title: `Template ${id}`,
    description: 'What it is for.',
    category: 'customer-feedback',
    source: 'seed',
    questionCount: 6,
    updatedAt: '2026-11-01T10:00:00.000Z',
    retiredAt: null,
    ...overrides,
  };
}

export function auditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actorId: 1,
    actorName: 'root',
    action: 'user.grant_credits',
    targetType: 'user',
    targetId: '7',
    targetLabel: 'ada',
    before: { credits: 0 },
    after: { credits: 5 },
    reason: 'Conference prize',
    createdAt: '2026-11-10T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders the console at `path` as the app mounts it (wouter `nest` under /admin), for the admin,
 * another user, a guest (`user: null`) or a session still loading (`'pending'`).
 */
export function renderConsole(
  path: string,
  { user = ADMIN }: { user?: object | null | 'pending' } = {},
) {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  if (user !== 'pending') client.setQueryData(['/api/user'], user);
  const result = render(
    <Providers queryClient={client}>
      <Route path="/admin" nest>
        <AdminConsole />
      </Route>
    </Providers>,
  );
  return { ...result, client };
}

/** axe on the rendered page (WCAG 2.1 AA); jsdom cannot measure contrast, the e2e run does. */
export async function expectNoAxeViolations(container: HTMLElement = document.body) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

/** The address bar, path and query. */
export const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/**
 * Every console test: React Query's and the router's expected noise kept out of the output, and
 * the fetch stub and spies undone after each test.
 */
export function quietConsoleBetweenTests(): void {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
