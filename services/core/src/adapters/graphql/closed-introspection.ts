import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Refuses __schema and __type (__typename stays) when GRAPHQL_INTROSPECTION is off. Used instead of Apollo's own
 * `introspection: false`, whose message tells the caller to change the server's code; this one says where the schema
 * is published.
 */
export const closedIntrospection: ValidationRule = (context: ValidationContext) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return;
    context.reportError(
      new GraphQLError(
        'Introspection is turned off on this server; read the schema at /graphql/schema.graphql instead.',
        { nodes: node },
      ),
    );
  },
});
