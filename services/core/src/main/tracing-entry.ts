import type { Tracing } from '../adapters/tracing/start-tracing.ts';
import { tracingServiceName } from './tracing-settings.ts';

// What the entry points (start.ts, the worker) do first: with an OTLP endpoint set, start tracing before anything it
// patches is imported; without one, load none of it.

let tracing: Tracing | null = null;

export async function startTracingIfSet(defaultServiceName: string): Promise<void> {
  let serviceName: string | null;
  try {
    serviceName = tracingServiceName(process.env, defaultServiceName);
  } catch (error) {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
    process.exit(1);
  }
  if (!serviceName) return;
  const { startTracing } = await import('../adapters/tracing/start-tracing.ts');
  tracing = await startTracing(serviceName);
}

/** A collector that does not answer must not hold a stopping process for the exporter's whole timeout. */
const flushBudgetMs = 3_000;

/** Sends the spans still buffered, for at most 3 s; the last step of a clean stop. */
export async function flushTracing(): Promise<void> {
  if (!tracing) return;
  const budget = new Promise<void>((resolve) => setTimeout(resolve, flushBudgetMs).unref());
  await Promise.race([tracing.shutdown().catch(() => {}), budget]);
}
