import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const coreServer = 'http://127.0.0.1:8080';

/**
 * Writes <file>.br and <file>.gz beside each page, script and style of the build, at the highest settings: the core
 * server sends them as they are (@fastify/static preCompressed), so it compresses nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (!/\.(html|js|css|svg)$/.test(output.fileName)) continue;
        const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        // Below a kilobyte a compressed copy saves less than a packet.
        if (content.length < 1024) continue;
        const file = join(options.dir ?? 'dist', output.fileName);
        const brotli = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        await writeFile(`${file}.br`, brotliCompressSync(content, { params: brotli }));
        await writeFile(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig({
  base: '/tutor/',
  plugins: [react(), precompress()],
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
