import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export type QueryLimits = { maxDepth: number; maxFields: number };

/**
 * A validation rule bounding how deep a query nests and how many fields it selects in total (fragments expanded),
 * so one request cannot ask for an unbounded tree or a wall of aliases.
 */
export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    // Returns the deepest level reached and counts fields; stops early once a limit is exceeded.
    const measure = (
      selectionSet: SelectionSetNode,
      depth: number,
      visiting: Set<string>,
      counter: { fields: number },
    ) => {
      let deepest = depth;
      for (const selection of selectionSet.selections) {
        if (deepest > limits.maxDepth || counter.fields > limits.maxFields) return deepest;
        if (selection.kind === Kind.FIELD) {
          counter.fields += 1;
          if (selection.selectionSet) {
            deepest = Math.max(deepest, measure(selection.selectionSet, depth + 1, visiting, counter));
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, measure(selection.selectionSet, depth, visiting, counter));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // Unknown or cyclic fragments are reported by graphql-js's own rules.
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          deepest = Math.max(deepest, measure(fragment.selectionSet, depth, visiting, counter));
          visiting.delete(name);
        }
      }
      return deepest;
    };

    return {
      OperationDefinition(operation) {
        const counter = { fields: 0 };
        const depth = measure(operation.selectionSet, 1, new Set(), counter);
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`The query is nested too deeply (more than ${limits.maxDepth} levels).`, {
              nodes: [operation],
            }),
          );
        }
        if (counter.fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(`The query selects too many fields (more than ${limits.maxFields}).`, {
              nodes: [operation],
            }),
          );
        }
      },
    };
  };
}
