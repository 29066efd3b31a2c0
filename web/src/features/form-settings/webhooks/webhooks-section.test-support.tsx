/**
 * What the webhooks section's test files share: the section rendered in the app's providers,
 * the queries for its cards, and the console and toast clean-up around each test.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { FORM_ID } from './webhook-fixtures';
import { WebhooksSection } from './webhooks-section';

export function renderSection() {
  const client = createQueryClient();
  const view = render(
    <Providers queryClient={client}>
      <main>
        <WebhooksSection formId={FORM_ID} />
      </main>
    </Providers>,
  );
  return { client, ...view };
}

export const section = () => screen.getByRole('region', { name: 'Webhooks' });
export const card = (url: string) => screen.getByRole('article', { name: url });
export const URL_A = 'https://hooks.example.com/formloom';

/** Registers the hooks every test file of the section needs; call it at the top level. */
export function quietSectionTests(): void {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => clearToasts());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
