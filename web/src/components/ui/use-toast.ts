import { useSyncExternalStore } from 'react';

/**
 * Toast state (product spec section 9):
 * - at most 3 toasts at once, newest first;
 * - a repeat of a toast that is showing (same title and description) is ignored;
 * - each toast dismisses itself after its duration (default 5 s);
 * - a dismissed toast animates out and is removed from the DOM 3000 ms after dismissal.
 *
 * The store lives outside React so any module can call `toast()`; `<Toaster />` renders it.
 */

export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY = 3000;
export const TOAST_DEFAULT_DURATION = 5000;

/** The spec's named durations. */
export const TOAST_DURATION = {
  default: TOAST_DEFAULT_DURATION,
  welcomeBack: 5000,
  migration: 8000,
  limit: 10000,
} as const;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; `Infinity` keeps it until dismissed. */
  duration?: number;
  action?: ToastAction;
  /**
   * What the toast is about ("sign-in", say). A new toast about the same thing replaces the open
   * ones: once an action succeeds, the error of its earlier try must not sit beside "Welcome!".
   */
  topic?: string;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed: the toast is animating out and will be removed. */
  open: boolean;
  createdAt: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

interface TimerState {
  dismissTimer?: ReturnType<typeof setTimeout>;
  removeTimer?: ReturnType<typeof setTimeout>;
  /** When the running dismiss timer was started, and how long it had left. */
  startedAt?: number;
  remaining: number;
  paused: boolean;
}

/** The newest toast, for the screen-reader announcer (set once when a toast is added). */
export interface ToastAnnouncement {
  id: string;
  text: string;
  assertive: boolean;
}

let toasts: readonly ToastItem[] = [];
let announcement: ToastAnnouncement | null = null;
const timers = new Map<string, TimerState>();
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

function getAnnouncement(): ToastAnnouncement | null {
  return announcement;
}

function clearTimers(id: string): void {
  const state = timers.get(id);
  if (!state) return;
  clearTimeout(state.dismissTimer);
  clearTimeout(state.removeTimer);
  timers.delete(id);
}

function startDismissTimer(id: string): void {
  const state = timers.get(id);
  if (!state || state.paused || state.removeTimer || !Number.isFinite(state.remaining)) return;
  clearTimeout(state.dismissTimer);
  state.startedAt = Date.now();
  state.dismissTimer = setTimeout(() => dismissToast(id), Math.max(0, state.remaining));
}

function sameContent(a: ToastOptions, b: ToastOptions): boolean {
  return (a.title ?? '') === (b.title ?? '') && (a.description ?? '') === (b.description ?? '');
}

function handleFor(id: string): ToastHandle {
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (options) => updateToast(id, options),
  };
}

/** Shows a toast and returns a handle to dismiss or update it. */
export function toast(options: ToastOptions): ToastHandle {
  const duplicate = toasts.find((item) => item.open && sameContent(item, options));
  if (duplicate) return handleFor(duplicate.id);
  if (options.topic !== undefined) {
    for (const stale of toasts.filter((item) => item.open && item.topic === options.topic)) {
      dismissToast(stale.id);
    }
  }

  counter += 1;
  const id = `toast-${counter}`;
  const duration = options.duration ?? TOAST_DEFAULT_DURATION;
  const item: ToastItem = {
    ...options,
    id,
    variant: options.variant ?? 'default',
    duration,
    open: true,
    createdAt: Date.now(),
  };

  const next = [item, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) clearTimers(dropped.id);
  timers.set(id, { remaining: duration, paused: false });
  announcement = {
    id,
    text: [item.title, item.description].filter(Boolean).join('. '),
    assertive: item.variant === 'destructive',
  };
  emit(next.slice(0, TOAST_LIMIT));
  startDismissTimer(id);
  return handleFor(id);
}

/** Dismisses one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (targets.length === 0) return;
  for (const target of targets) {
    const state = timers.get(target.id) ?? { remaining: 0, paused: false };
    clearTimeout(state.dismissTimer);
    state.dismissTimer = undefined;
    clearTimeout(state.removeTimer);
    state.removeTimer = setTimeout(() => removeToast(target.id), TOAST_REMOVE_DELAY);
    timers.set(target.id, state);
  }
  const ids = new Set(targets.map((target) => target.id));
  emit(toasts.map((item) => (ids.has(item.id) ? { ...item, open: false } : item)));
}

/** Removes a toast from the list (and so the DOM) at once. */
export function removeToast(id: string): void {
  clearTimers(id);
  if (!toasts.some((item) => item.id === id)) return;
  emit(toasts.filter((item) => item.id !== id));
}

export function updateToast(id: string, options: ToastOptions): void {
  if (!toasts.some((item) => item.id === id)) return;
  emit(
    toasts.map((item) =>
      item.id === id
        ? { ...item, ...options, variant: options.variant ?? item.variant, duration: item.duration }
        : item,
    ),
  );
}

/** Stops the auto-dismiss clock, while the pointer or keyboard focus is on the toast. */
export function pauseToast(id: string): void {
  const state = timers.get(id);
  if (!state || state.paused || state.removeTimer) return;
  clearTimeout(state.dismissTimer);
  if (state.startedAt !== undefined) state.remaining -= Date.now() - state.startedAt;
  state.paused = true;
}

/** Restarts the auto-dismiss clock with the time that was left. */
export function resumeToast(id: string): void {
  const state = timers.get(id);
  if (!state || !state.paused) return;
  state.paused = false;
  startDismissTimer(id);
}

/** Removes every toast at once and stops their timers. */
export function clearToasts(): void {
  for (const id of timers.keys()) clearTimers(id);
  announcement = null;
  emit([]);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** What the live regions should say: the newest toast's title and description. */
export function useToastAnnouncement(): ToastAnnouncement | null {
  return useSyncExternalStore(subscribe, getAnnouncement, getAnnouncement);
}

/** The shadcn-style hook: the current toasts plus `toast` and `dismiss`. */
export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  return { toasts: useToasts(), toast, dismiss: dismissToast };
}
