import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast';
import { clearToasts, toast } from './use-toast';

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('renders at most 3 toasts, newest first, in a labelled region', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` });
    });
    const region = screen.getByRole('region', { name: 'Messages' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Toast 4', 'Toast 3', 'Toast 2']);
  });

  it('announces through live regions: polite by default, assertive for destructive', () => {
    render(<Toaster />);
    const [polite, assertive] = screen.getAllByRole('status');
    expect(polite?.getAttribute('aria-live')).toBe('polite');
    expect(assertive?.getAttribute('aria-live')).toBe('assertive');

    act(() => void toast({ title: 'Saved', description: 'Your form is saved.' }));
    expect(polite?.textContent).toBe('Saved. Your form is saved.');

    act(
      () =>
        void toast({
          title: 'Sign In Failed',
          description: 'Failed to sign in with Google. Please try again.',
          variant: 'destructive',
        }),
    );
    expect(assertive?.textContent).toBe(
      'Sign In Failed. Failed to sign in with Google. Please try again.',
    );
  });

  it('animates a dismissed toast out and removes it from the DOM 3000 ms later', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Goodbye!' }));
    const item = within(screen.getByRole('list')).getByText('Goodbye!').closest('li');
    expect(item?.dataset.state).toBe('open');

    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    expect(item?.dataset.state).toBe('closed');
    expect(item?.getAttribute('aria-hidden')).toBe('true');

    act(() => void vi.advanceTimersByTime(2999));
    expect(item?.isConnected).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(item?.isConnected).toBe(false);
    expect(within(screen.getByRole('list')).queryByText('Goodbye!')).toBeNull();
  });

  it('ignores a repeated toast', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Access Denied',
        description: "You don't have permission to access this form",
      });
      toast({
        title: 'Access Denied',
        description: "You don't have permission to access this form",
      });
    });
    expect(within(screen.getByRole('list')).getAllByText('Access Denied')).toHaveLength(1);
  });
});
