import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // The prerendered footer and the hydrating client must print the same year (see copyright-line.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    proxy: {
      '/graphql': backend,
      '/app-config.json': backend,
      '/v1': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to preload each prerendered page's chunk.
    manifest: true,
    rolldownOptions: {
      // The GraphQL explorer (served at GET /graphql to a browser) is an entry of its own: GraphiQL and its editor
      // load on that page only, never with the landing page or the app.
      input: { main: 'index.html', explorer: 'graphql-explorer.html' },
      // GraphiQL's modules start with React Compiler's "use no memo", which a bundle cannot keep; nothing is lost.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Groups take their modules' dependencies with them, highest priority first: React goes first so that
            // no other group swallows it. The public pages need only React (their plans are rendered at build time);
            // the router, Apollo and Firebase stay out of their first load (budget: 100 kB of JS for the landing page).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/, priority: 3 },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 2 },
            { name: 'router', test: /node_modules[\\/](react-router|sonner)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
