/**
 * The public form page's script (form.html): its stylesheet, then the app (form-main.tsx) once
 * the server-rendered first screen has painted (ADR 046), so the app's download and evaluation
 * are not on the path of the page's largest paint. The server's HTML is usable before this runs
 * (ADR 033); a post made on it offline meanwhile is held until the app takes over.
 */
import '@/form.css';
import { afterFirstScreen } from '@/features/form-renderer/lib/after-first-screen';
import { holdOfflinePosts } from '@/features/form-renderer/lib/hold-offline-posts';
import { isInteractive, whenInteractive } from '@/features/form-renderer/lib/interactive-mark';
import { readServerRender } from '@/features/form-renderer/lib/server-render';

let app: Promise<unknown> | null = null;
const startApp = () => (app ??= import('./form-main'));

const text = readServerRender()?.offlineHeld;
if (text) {
  holdOfflinePosts(window, {
    text,
    isInteractive,
    interactive: whenInteractive(),
    onHold: startApp,
  });
}
const main = document.getElementById('main');
void afterFirstScreen(main ?? document).then(startApp);
