import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
  plugins: [react(), tailwindcss(), preloadFont()],
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
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
