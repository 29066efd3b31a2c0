/**
 * The two inline scripts of a server-rendered page, allowed by their hashes in the CSP
 * (plugins/security.ts, ADR 012: no inline script unless hashed), so they cost no request:
 *
 * - THEME_INIT: web/public/theme-init.js, the saved theme before the first paint (a dark-theme
 *   visitor never sees the light one). As an external file it blocked the first paint on a round
 *   trip of its own.
 * - APP_LOADER: starts the app's scripts (the entry and its preloads, listed in the JSON block
 *   #app-scripts) once the server's page has been painted. The page is complete without them
 *   (links are plain links), and fetched with the page they shared the phone's bandwidth with the
 *   stylesheet and held back the first paint (bench/site-pages: 2.3 s instead of 0.8 s). In a
 *   background tab, where animation frames do not run, it starts them at once.
 */
import { createHash } from 'node:crypto';

export const THEME_INIT =
  "(function(){try{var t=window.localStorage.getItem('formloom-theme');if(t==='dark'||t==='light'){var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(t)}}catch(e){}})();";

export const APP_LOADER =
  "(function(){var d=JSON.parse(document.getElementById('app-scripts').textContent);function go(){d.preload.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;document.head.appendChild(s)}if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})();";

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** CSP script-src sources for the inline scripts above. */
export const INLINE_SCRIPT_HASHES = [sha256(THEME_INIT), sha256(APP_LOADER)];
