/**
 * The public form page's script (form.html): its stylesheet, then the app (form-main.tsx) once
 * the server-rendered first screen has painted (ADR 046), so the app's download and evaluation
 * are not on the path of the page's largest paint. The server's HTML is usable before this runs
 * (ADR 033).
 */
import '@/form.css';
import { afterFirstScreen } from '@/features/form-renderer/lib/after-first-screen';

const main = document.getElementById('main');
void afterFirstScreen(main ?? document).then(() => import('./form-main'));
