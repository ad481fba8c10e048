import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const coreServer = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/tutor/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendors change less often than our code; separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](firebase|@firebase)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|sonner)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': coreServer,
      '/app-config.json': coreServer,
      '/v1': coreServer,
    },
  },
});
