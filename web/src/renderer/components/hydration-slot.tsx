/**
 * Question by question hydration of the server's HTML (ADR 055). Hydrating a whole page at once
 * was one task of 20-30 ms on a laptop, four times that on the phone Lighthouse simulates: most of
 * the page's blocking time. While `staggerHydration()` is on (form-main.tsx turns it on just before
 * hydrating), each slot suspends on its first render; Preact keeps the server's element for it,
 * untouched and still answerable as plain HTML, and hydrates it when its turn comes, one slot per
 * task, in page order. What was typed into a question before its turn is taken over by the
 * question's onInputMounted as at any hydration (early-input.ts).
 *
 * Off (the server's render, a page rendered anew, the builder's preview, React), a slot is only
 * its Suspense boundary, which renders nothing of its own.
 */
import { Suspense, type ReactNode } from 'react';

interface Gate {
  open: boolean;
  opened: Promise<void>;
  release: () => void;
}

let staggering = false;
const gates: Gate[] = [];
const byId = new Map<string, Gate>();
let released = 0;
let allDone: Promise<void> = Promise.resolve();
let finish = () => {};

function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Opens the gates one task apart, in the order the page asked for them. */
async function releaseInTurn(): Promise<void> {
  await nextTask();
  while (released < gates.length) {
    const gate = gates[released++]!;
    gate.open = true;
    gate.release();
    await nextTask();
  }
  staggering = false;
  finish();
}

/** Before hydrating: the slots rendered from now on wait for their turn. */
export function staggerHydration(): void {
  staggering = true;
  allDone = new Promise((resolve) => (finish = resolve));
  void releaseInTurn();
}

/** Resolves once every slot of the hydration has had its turn (at once when none waited). */
export function hydrated(): Promise<void> {
  return allDone;
}

function gateFor(id: string): Gate {
  let gate = byId.get(id);
  if (!gate) {
    let release = () => {};
    const opened = new Promise<void>((resolve) => (release = resolve));
    gate = { open: false, opened, release };
    byId.set(id, gate);
    gates.push(gate);
  }
  return gate;
}

function Turn({ id, children }: { id: string; children: ReactNode }) {
  if (staggering) {
    const gate = gateFor(id);
    // A thrown promise is how a component suspends: Preact keeps the server's element meanwhile.
    if (!gate.open) throw gate.opened;
  }
  return children;
}

export function HydrationSlot({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
