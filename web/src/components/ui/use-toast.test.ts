import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  dismissToast,
  pauseToast,
  resumeToast,
  toast,
  TOAST_DEFAULT_DURATION,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  useToasts,
} from './use-toast';
import { renderHook, act } from '@testing-library/react';

function current() {
  const { result, unmount } = renderHook(() => useToasts());
  const value = result.current;
  unmount();
  return value;
}

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_REMOVE_DELAY).toBe(3000);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_DURATION).toMatchObject({ migration: 8000, limit: 10000, welcomeBack: 5000 });
  });

  it('keeps at most 3 toasts, newest first', () => {
    for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` });
    expect(current().map((t) => t.title)).toEqual(['Toast 4', 'Toast 3', 'Toast 2']);
  });

  it('ignores a repeat of a showing toast with the same title and description', () => {
    const first = toast({ title: 'Saved', description: 'All good' });
    const repeat = toast({ title: 'Saved', description: 'All good' });
    expect(repeat.id).toBe(first.id);
    expect(current()).toHaveLength(1);

    // A different description is a different toast.
    toast({ title: 'Saved', description: 'Something else' });
    expect(current()).toHaveLength(2);
  });

  it('a toast about the same topic replaces the open ones, and only those', () => {
    toast({ title: 'Registration Failed', variant: 'destructive', topic: 'sign-in' });
    toast({ title: 'Link copied' });
    toast({ title: 'Welcome!', variant: 'success', topic: 'sign-in' });
    const open = current().filter((t) => t.open);
    expect(open.map((t) => t.title)).toEqual(['Welcome!', 'Link copied']);
  });

  it('shows the same toast again once the earlier one was dismissed', () => {
    const first = toast({ title: 'Saved' });
    first.dismiss();
    const again = toast({ title: 'Saved' });
    expect(again.id).not.toBe(first.id);
    expect(current().filter((t) => t.open)).toHaveLength(1);
  });

  it('removes a dismissed toast 3000 ms after dismissal', () => {
    const handle = toast({ title: 'Bye' });
    act(() => handle.dismiss());
    expect(current()[0]).toMatchObject({ id: handle.id, open: false });

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(current()).toHaveLength(0);
  });

  it('dismisses itself after its duration (default 5 s), then is removed 3 s later', () => {
    toast({ title: 'Default' });
    toast({ title: 'Migration', duration: TOAST_DURATION.migration });

    vi.advanceTimersByTime(5000);
    expect(current().find((t) => t.title === 'Default')?.open).toBe(false);
    expect(current().find((t) => t.title === 'Migration')?.open).toBe(true);

    vi.advanceTimersByTime(3000);
    expect(current().map((t) => t.title)).toEqual(['Migration']);
    expect(current()[0]?.open).toBe(false);

    vi.advanceTimersByTime(3000);
    expect(current()).toHaveLength(0);
  });

  it('pauses the auto-dismiss clock while hovered or focused', () => {
    const handle = toast({ title: 'Read me' });
    vi.advanceTimersByTime(4000);
    pauseToast(handle.id);
    vi.advanceTimersByTime(60_000);
    expect(current()[0]?.open).toBe(true);
    resumeToast(handle.id);
    vi.advanceTimersByTime(999);
    expect(current()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(current()[0]?.open).toBe(false);
  });

  it('defaults the variant and keeps destructive and success', () => {
    toast({ title: 'a' });
    toast({ title: 'b', variant: 'destructive' });
    toast({ title: 'c', variant: 'success' });
    expect(current().map((t) => t.variant)).toEqual(['success', 'destructive', 'default']);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'a' });
    toast({ title: 'b' });
    dismissToast();
    expect(current().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(current()).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Uploading' });
    handle.update({ title: 'Uploaded', variant: 'success' });
    expect(current()[0]).toMatchObject({ title: 'Uploaded', variant: 'success' });
  });
});
