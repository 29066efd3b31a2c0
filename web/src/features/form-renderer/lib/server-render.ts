/**
 * The server render's data (ADR 033), inlined beside the page's HTML: its native form, for the
 * hydrated markup to match, and the words the boot script needs before the app has loaded. A
 * module of its own so form-boot.ts reads it without loading the app.
 */
import type { NativeForm } from '@/renderer/components/form-view';

export const SSR_ELEMENT_ID = 'formloom-ssr';

export interface ServerRender {
  embedded: boolean;
  native: NativeForm;
  /** Said when a post made offline is held until the app takes over (hold-offline-posts.ts). */
  offlineHeld?: string;
}

export function readServerRender(): ServerRender | null {
  const text = document.getElementById(SSR_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as ServerRender;
    return data && typeof data.native?.action === 'string' ? data : null;
  } catch {
    return null;
  }
}
