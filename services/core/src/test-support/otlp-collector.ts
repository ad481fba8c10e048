import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

// An OTLP/HTTP collector stand-in on loopback: takes the JSON trace exports (POST /v1/traces) of the processes under
// test and keeps their spans, flattened, for the test to read.

export type CollectedSpan = {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  durationMs: number;
  attributes: Record<string, unknown>;
};

export type OtlpCollector = {
  endpoint: string;
  spans(): CollectedSpan[];
  close(): Promise<void>;
};

type KeyValue = { key: string; value: Record<string, unknown> };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        name: string;
        kind: number;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        startTimeUnixNano: string;
        endTimeUnixNano: string;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
};

const attributeMap = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const collected: CollectedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const exported = JSON.parse(body.toString('utf8')) as ExportRequest;
      for (const resourceSpans of exported.resourceSpans ?? []) {
        const service = String(attributeMap(resourceSpans.resource?.attributes)['service.name'] ?? '');
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            collected.push({
              service,
              name: span.name,
              kind: span.kind,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              durationMs: Number(BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano)) / 1e6,
              attributes: attributeMap(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...collected],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
