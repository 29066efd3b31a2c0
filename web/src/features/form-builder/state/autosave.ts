/**
 * Autosave: debounced PUTs of the whole definition with a status the header shows. One save is
 * in flight at a time; edits made meanwhile are sent right after it. A definition that fails
 * core's validation is not sent (the local draft keeps it). A 409 stops saving until the user
 * reloads: nothing is ever overwritten silently.
 */
import type { FormDetail } from '@core/api/forms';
import type { FormDefinition } from '@core/form/definition';
import { fieldErrorsOf, isStaleVersion } from '@/lib/forms-api';
import { issuesFromErrors, type SaveIssue } from './validation';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid'; issues: SaveIssue[] }
  | { kind: 'error'; message: string }
  | { kind: 'conflict' };

export interface AutosaveOptions {
  version: number;
  /** The definition the server has (what was loaded). */
  saved: FormDefinition;
  save: (version: number, definition: FormDefinition) => Promise<FormDetail>;
  validate: (definition: FormDefinition) => SaveIssue[];
  onSaved?: (detail: FormDetail, definition: FormDefinition) => void;
  delay?: number;
}

export class Autosave {
  private status: SaveStatus = { kind: 'saved' };
  private current: FormDefinition;
  private lastSaved: FormDefinition;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private disposed = false;
  version: number;

  constructor(private readonly options: AutosaveOptions) {
    this.version = options.version;
    this.current = options.saved;
    this.lastSaved = options.saved;
  }

  getState = (): SaveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while something typed is not on the server yet. */
  hasUnsavedChanges(): boolean {
    return this.current !== this.lastSaved;
  }

  /** Tell autosave about the latest definition (every store change). */
  notify(definition: FormDefinition): void {
    this.current = definition;
    if (this.status.kind === 'conflict') return;
    clearTimeout(this.timer);
    if (!this.hasUnsavedChanges()) {
      if (!this.inFlight) this.setStatus({ kind: 'saved' });
      return;
    }
    if (!this.inFlight) this.setStatus({ kind: 'pending' });
    this.timer = setTimeout(() => void this.run(), this.options.delay ?? AUTOSAVE_DELAY_MS);
  }

  /** Saves now (Retry, leaving the page, before publishing). True when everything is saved. */
  async flush(): Promise<boolean> {
    // A few rounds at most: a save may finish with newer edits still to send.
    for (let round = 0; round < 4; round += 1) {
      clearTimeout(this.timer);
      if (this.inFlight) {
        await this.inFlight;
        continue;
      }
      if (!this.hasUnsavedChanges() || this.status.kind === 'conflict') break;
      await this.run();
      if (this.status.kind !== 'saved' && this.status.kind !== 'pending') break;
    }
    return this.status.kind === 'saved' && !this.hasUnsavedChanges();
  }

  /** After a reload (conflict) or a publish: a new server state to build on. */
  rebase(version: number, saved: FormDefinition): void {
    this.version = version;
    this.lastSaved = saved;
    this.current = saved;
    this.setStatus({ kind: 'saved' });
  }

  /** A publish or unpublish bumped the version without changing the definition. */
  setVersion(version: number): void {
    this.version = Math.max(this.version, version);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private run(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    clearTimeout(this.timer);
    const sending = this.current;
    if (sending === this.lastSaved) {
      this.setStatus({ kind: 'saved' });
      return Promise.resolve();
    }
    const issues = this.options.validate(sending);
    if (issues.length > 0) {
      this.setStatus({ kind: 'invalid', issues });
      return Promise.resolve();
    }
    this.setStatus({ kind: 'saving' });
    this.inFlight = this.send(sending).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async send(sending: FormDefinition): Promise<void> {
    try {
      const detail = await this.options.save(this.version, sending);
      this.version = detail.version;
      this.lastSaved = sending;
      this.options.onSaved?.(detail, sending);
    } catch (error) {
      this.setStatus(failureStatus(error, sending));
      return;
    }
    if (this.hasUnsavedChanges()) {
      // Edits arrived while saving: send them after the usual pause.
      this.setStatus({ kind: 'pending' });
      clearTimeout(this.timer);
      if (!this.disposed) {
        this.timer = setTimeout(() => void this.run(), this.options.delay ?? AUTOSAVE_DELAY_MS);
      }
    } else {
      this.setStatus({ kind: 'saved' });
    }
  }

  private setStatus(status: SaveStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

function failureStatus(error: unknown, sent: FormDefinition): SaveStatus {
  if (isStaleVersion(error)) return { kind: 'conflict' };
  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors) return { kind: 'invalid', issues: issuesFromErrors(sent, fieldErrors) };
  return { kind: 'error', message: t(m.couldNotSave) };
}
