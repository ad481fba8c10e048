import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

// Traces leave the platform for an operator's collector: they say which statement or operation ran, never the data
// in it. The ORM writes some values into its SQL as literals, and a GraphQL document may carry its arguments inline.

/** SQL with its quoted literals replaced by `?`. */
export function redactSql(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, '?');
}

/** A GraphQL document with its string literals (block strings included) replaced by `"?"`. */
export function redactGraphqlSource(source: string): string {
  return source.replace(/"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"/g, '"?"');
}

const redactions: Record<string, (value: string) => string> = {
  'db.query.text': redactSql,
  'db.statement': redactSql,
  'graphql.source': redactGraphqlSource,
};

function redacted(span: ReadableSpan): ReadableSpan {
  const keys = Object.keys(span.attributes).filter((key) => key in redactions);
  if (keys.length === 0) return span;
  const attributes = { ...span.attributes };
  for (const key of keys) {
    const value = attributes[key];
    const redact = redactions[key];
    if (typeof value === 'string' && redact) attributes[key] = redact(value);
  }
  return new Proxy(span, {
    get: (target, property) => (property === 'attributes' ? attributes : Reflect.get(target, property)),
  });
}

/** Passes spans on to `inner` with the values in their SQL and GraphQL text redacted. */
export function redactingExporter(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(redacted), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}
