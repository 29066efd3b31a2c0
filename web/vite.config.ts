import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// In development the API server runs separately; `API_PORT` points the proxy at it.
// `changeOrigin` stays false so the proxied request keeps the browser's Host, which is what the
// server's same-origin (Origin vs Host) check for state-changing requests compares against.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: webRoot,
  publicDir: fromWeb('./public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@core': fromWeb('../core'),
      '@': fromWeb('./src'),
    },
  },
  build: {
    outDir: fromWeb('../dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // Hashed file names (Vite's default) let the server cache /assets/* forever.
    assetsDir: 'assets',
    // The app, and the public form page with its own small entry (served for /forms/{id}).
    rollupOptions: { input: { index: fromWeb('./index.html'), form: fromWeb('./form.html') } },
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
});
