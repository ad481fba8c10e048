import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own validator (ajv), with type coercion kept for the URL (path parameters, query string, headers: text
 * by nature) and turned off for JSON bodies, whose values carry their types: a number sent for a text field such as
 * the legacy answer `UA` is refused with a 400 instead of being stored as "123".
 */
export const strictBodyValidation: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator(externalSchemas, options) {
      const build = AjvCompiler();
      const coercing = build(externalSchemas, options);
      const strict = build(externalSchemas, {
        ...options,
        customOptions: { ...options?.customOptions, coerceTypes: false },
      } as typeof options);
      return (route) => (route.httpPart === 'body' ? strict : coercing)(route);
    },
  },
};
