// How the server's and the worker's Node processes are started, in both modes and by every launcher: `npm start`
// (scripts/start.mjs), `npm run worker` (scripts/worker.mjs), the bench and the container image (Dockerfile and
// docker-compose.yml, checked by service-process.test.ts). Measured under the bench's load (docs/bench.md, "Memory").

/**
 * V8's heap sized for a service: a 16 MB semi-space instead of the 64 MB V8 picks on a large machine, and an old space
 * of 160 MB, over twice the live heap under load (about 75 MB in full mode, 120 MB in embedded mode), which V8
 * otherwise lets fill with promoted garbage before collecting (to 240 MB in full mode, 360 MB in embedded mode; the
 * worker reached 700 MB handling 10,000 due timers, 475 MB with these flags).
 */
export const serviceNodeFlags = ['--max-semi-space-size=16', '--max-old-space-size=160'] as const;

/**
 * glibc's allocator: blocks of 128 kB and more mapped on their own, so they go back to the system when freed. With
 * glibc's default sliding threshold, the large buffers of the start-up (PGlite's WebAssembly and data files) raised it,
 * later ones came from the main heap, and an embedded server kept 124 MB of it for good (40 MB with this setting).
 * Other C libraries ignore it.
 */
export const serviceProcessEnv = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;
