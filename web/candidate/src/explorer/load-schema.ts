import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The schema from the published SDL rather than by introspection, which production servers keep closed
 * (GRAPHQL_INTROSPECTION): completion, validation and the docs pane work either way, descriptions included.
 */
export async function loadSchema(url: string): Promise<GraphQLSchema> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`The schema could not be read (${response.status} from ${url}).`);
  return buildSchema(await response.text());
}
