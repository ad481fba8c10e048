// The last build step: writes <file>.br and <file>.gz beside every text file of dist (pages, scripts, styles, SVG),
// at the highest settings, once per build. The core server sends them as they are (@fastify/static preCompressed),
// so browsers get brotli or gzip without the server compressing anything per request.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than a packet.
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Compresses every text file under `dir`; drops copies left by an earlier run. Returns the files compressed. */
export async function precompress(dir) {
  const files = await filesUnder(dir);
  await Promise.all(files.filter((file) => /\.(br|gz)$/.test(file)).map((file) => rm(file)));
  const sources = files.filter((file) => compressible.test(file));
  let count = 0;
  for (const file of sources) {
    const content = await readFile(file);
    if (content.length < minBytes) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', process.argv[2] ?? 'dist');
  const count = await precompress(dist);
  console.log(`precompressed ${count} files (.br, .gz) in ${dist}`);
}
