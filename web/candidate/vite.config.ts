import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/, priority: 3 },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 2 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|sonner)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
