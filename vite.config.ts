import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { alias } from './aliases';

/**
 * Installable, and usable without a connection (docs/offline.md): Workbox precaches the app shell and
 * every lazy screen; the app registers the service worker itself, late and lazily
 * (client/app/pwa/register.ts), and asks before a new version takes over.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/dashboard',
    name: 'CertDrill: certification exam practice',
    short_name: 'CertDrill',
    description: 'Practice quizzes for IT-platform certification exams, also without a connection.',
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#4338ca',
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell and every lazy screen, so that each learner screen opens offline after one visit.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/.vite/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    // The API, its docs and the health check are never answered from the shell.
    navigateFallbackDenylist: [/^\/api\//, /^\/docs/],
    cleanupOutdatedCaches: true,
    // A first install takes the page at once; a new version waits for the learner's "Reload" (never mid-quiz).
    skipWaiting: false,
    clientsClaim: true,
    runtimeCaching: [
      // Learner data is never kept by the service worker: the app persists what it may (docs/offline.md).
      { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
    ],
  },
});

/**
 * Preloads the one font file the landing page needs (client/styles/index.css declares only the latin
 * variable file), so the first paint's text swaps to Figtree early instead of after the CSS is parsed.
 */
function preloadFont(): Plugin {
  return {
    name: 'certdrill-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'asset' && /figtree-latin-wght-normal[^/]*\.woff2$/.test(file.fileName));
        if (!font) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  root: 'client',
  publicDir: '../public',
  plugins: [react(), tailwindcss(), preloadFont(), pwa],
  resolve: { alias },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/client/.vite/manifest.json: the chunk graph bench/client.ts walks per route (the server does not serve dot-folders).
    manifest: true,
    rollupOptions: {
      output: {
        // Lazy routes share many tiny modules (icons, buttons, hooks); as chunks of their own each is
        // a request, and a mobile browser on HTTP/1.1 opens six at a time. Side-effect-free small
        // chunks merge into their neighbours instead (docs/performance.md, Client).
        experimentalMinChunkSize: 10_000,
        // The offline layer (IndexedDB, the query persister, the outbox) loads with the signed-in
        // screens; as small chunks it would be merged into the entry, onto the landing page.
        manualChunks(id) {
          if (/node_modules\/(idb-keyval|@tanstack\/query-persist-client-core)\//.test(id) || /client\/lib\/offline\/(stores|persist|outbox|clear-device-data)\.ts$/.test(id)) return 'offline';
          // TanStack Query loads with the screens that use it, never merged into a chunk the landing page
          // loads; React gets a chunk of its own, so it is not pulled into TanStack Query's.
          if (/node_modules\/@tanstack\/(query-core|react-query)\//.test(id)) return 'query';
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // The landing page's count-up animation reads the reduced-motion preference: kept apart, so it is
          // not merged into a chunk of the signed-in screens' data code.
          if (/client\/lib\/(motion|use-media-query)\.ts$/.test(id)) return 'motion';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
