import { z } from 'zod';

// Tracing settings, validated with the rest of the environment in config.ts, and read on their own by the entry
// points, which start tracing before they import anything it patches.

const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an OTLP/HTTP collector' }).optional(),
);

export const tracingEnvShape = {
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100).optional(),
  ),
};

const tracingEnv = z.object(tracingEnvShape);

/** The service name traces carry, or null when no OTLP endpoint is set (tracing off). Throws on a bad setting. */
export function tracingServiceName(env: NodeJS.ProcessEnv, defaultName: string): string | null {
  const parsed = tracingEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid tracing settings:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (!e.OTEL_EXPORTER_OTLP_ENDPOINT && !e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  return e.OTEL_SERVICE_NAME ?? defaultName;
}
