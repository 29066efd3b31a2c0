import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
export const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// In development the API server runs separately; `API_PORT` points the proxy at it.
// `changeOrigin` stays false so the proxied request keeps the browser's Host, which is what the
// server's same-origin (Origin vs Host) check for state-changing requests compares against.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

/**
 * The public form page runs the renderer's React components on Preact's compatibility layer
 * (ADR 055): react-dom alone was 63 KB of the page's 102 KB of gzipped script and most of its
 * blocking time on a slow phone. The server renders the same components with Preact too
 * (vite.form-ssr.config.ts), so hydration adopts exactly the HTML it would have made.
 */
export const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

/**
 * One build of the client into dist/web, for one HTML page. `npm run build` runs two: the app (index.html, which
 * empties dist/web) and then the public form page (form.html, vite.form.config.ts). Built apart,
 * the form page's entry holds React, the renderer and everything they import statically in one
 * file; built together, the chunks it shares with the app came as a dozen requests on its
 * critical path (bench/public-form: first paint about 0.5 s later on a simulated phone).
 */
export function clientConfig(page: 'index' | 'form', first: boolean): UserConfig {
  return {
    root: webRoot,
    // The second build would only copy public/ again.
    publicDir: first ? fromWeb('./public') : false,
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [
        { find: '@core', replacement: fromWeb('../core') },
        { find: '@', replacement: fromWeb('./src') },
        // The respondent page's messages arrive compiled (ADR 043): intl-messageformat formats
        // them without its ICU parser, about 7 KB gzipped the page never needs. The app parses
        // its own catalogues (ADR 056), so its build keeps the parser.
        ...(page === 'form'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
              ...PREACT_FOR_REACT,
            ]
          : []),
      ],
    },
    // JSON as one JSON.parse of a string: a language's messages (ADR 043) with no named export
    // per message, which nearly doubled each language's chunk.
    json: { stringify: true },
    build: {
      outDir: fromWeb('../dist/web'),
      emptyOutDir: first,
      target: 'es2022',
      // Hashed file names (Vite's default) let the server cache /assets/* forever.
      assetsDir: 'assets',
      rollupOptions: { input: { [page]: fromWeb(`./${page}.html`) } },
      // The form page's browsers have modulepreload; its polyfill was 0.5 KB of the page's script.
      ...(page === 'form' ? { modulePreload: { polyfill: false } } : {}),
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget },
        '/robots.txt': { target: apiTarget },
      },
    },
    preview: {
      port: 4173,
    },
  };
}

// The app. The dev server serves form.html from here as well.
export default defineConfig(clientConfig('index', true));
