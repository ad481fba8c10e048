import type { ReadinessProbe } from '../http/readiness.ts';
import type { GraphqlContext } from './graphql-context.ts';

/** What register-graphql adds to every request's context beside the generated GraphqlContext: the readiness probe. */
export type HealthContext = { readiness: ReadinessProbe };

/** The readiness probe of the context; register-graphql always puts it there. */
export function readinessOf(context: GraphqlContext): ReadinessProbe {
  const { readiness } = context as GraphqlContext & Partial<HealthContext>;
  if (!readiness) throw new Error('The GraphQL context carries no readiness probe (see register-graphql.ts).');
  return readiness;
}
