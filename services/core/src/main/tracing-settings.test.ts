import { describe, expect, it } from 'vitest';
import { tracingServiceName } from './tracing-settings.ts';

describe('tracing settings', () => {
  it('leave tracing off without an OTLP endpoint, blank ones included', () => {
    expect(tracingServiceName({}, 'mocktest-core')).toBeNull();
    expect(tracingServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }, 'mocktest-core')).toBeNull();
  });

  it('turn it on with either endpoint, under the default or the configured service name', () => {
    expect(tracingServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'mocktest-worker')).toBe(
      'mocktest-worker',
    );
    const env = { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otel.example/v1/traces', OTEL_SERVICE_NAME: 'api-eu' };
    expect(tracingServiceName(env, 'mocktest-core')).toBe('api-eu');
  });

  it('refuse an endpoint that is not an http(s) URL, naming the setting', () => {
    expect(() => tracingServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'mocktest-core')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => tracingServiceName({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }, 'x')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
