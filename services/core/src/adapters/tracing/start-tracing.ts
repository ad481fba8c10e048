import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { redactingExporter } from './redacting-exporter.ts';

export type Tracing = { shutdown(): Promise<void> };

/**
 * Sends spans of this process to an OTLP/HTTP collector: HTTP requests, Fastify routes, GraphQL operations, pg
 * queries (values redacted) and Redis commands (names only), plus the platform's own spans (transactions, deadline
 * jobs, mail sends). It patches modules as they load, so it must run before any of them is imported: the entry
 * points call it first and import the rest afterwards. The exporter reads the standard OTEL_EXPORTER_OTLP_* variables
 * (endpoint, headers, timeout), the batch processor the OTEL_BSP_* ones.
 */
export async function startTracing(serviceName: string): Promise<Tracing> {
  // ES modules are patched by a loader hook; telling it which modules to wrap keeps every other import untouched.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(redactingExporter(new OTLPTraceExporter()))],
  });
  // The global tracer, the async-context manager and the W3C traceparent propagator.
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      // Only inside a traced request or job: the background loops' polling would be noise.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  await waitForAllMessagesAcknowledged();
  return { shutdown: () => provider.shutdown() };
}
