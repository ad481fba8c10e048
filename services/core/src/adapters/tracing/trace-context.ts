import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

// The platform's own spans. Without a tracer provider (no OTLP endpoint set) every call here is a cheap no-op.

const tracer = trace.getTracer('mocktest');

/** Runs `work` inside a span named `name`, ended when it settles; a failure marks the span as an error. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return spanOn(context.active(), name, { kind: SpanKind.INTERNAL, attributes }, work);
}

/** The current trace as W3C headers (`traceparent`), to travel with a queued job; empty when nothing is traced. */
export function traceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs a queued job's `work` in a span that continues the trace its carrier came from (a new trace without one). */
export function inJobSpan<T>(
  name: string,
  carrier: Record<string, string> | undefined,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  const parent = carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
  return spanOn(parent, name, { kind: SpanKind.CONSUMER, attributes }, work);
}

function spanOn<T>(
  parent: ReturnType<typeof context.active>,
  name: string,
  options: { kind: SpanKind; attributes: Attributes },
  work: () => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
