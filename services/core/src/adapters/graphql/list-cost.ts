import {
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

// The schema's types are told apart by their shape, not with graphql's isObjectType & co.: Apollo builds the schema
// with graphql's CommonJS entry, and under Vite (the tests) this module would get the .mjs twin, whose instanceof
// checks refuse the other copy's types ("Duplicate graphql modules").
type Composite = GraphQLNamedType;
type OutputFields = Record<string, GraphQLField<unknown, unknown>>;

function namedTypeOf(type: GraphQLOutputType): GraphQLNamedType {
  let current: unknown = type;
  while (current && typeof current === 'object' && 'ofType' in current && current.ofType) current = current.ofType;
  return current as GraphQLNamedType;
}

/** An object, interface or union type: one a selection set applies to. */
const isComposite = (type: GraphQLNamedType | null | undefined): type is Composite =>
  !!type && ('getFields' in type || 'getTypes' in type);

/** The arguments that say how many entries a list field answers (connections' `first`, the web apps' `limit`). */
const sizeArguments = ['first', 'limit'];

/**
 * How many entries a field answers at most: its `first`/`limit` argument as written, a variable's default (or, with
 * none, the largest page a connection answers), the argument's default in the schema, else one.
 */
function sizeOf(
  node: FieldNode,
  field: GraphQLField<unknown, unknown>,
  operation: OperationDefinitionNode,
  maxPageSize: number,
): number {
  const argument = node.arguments?.find((arg) => sizeArguments.includes(arg.name.value));
  if (argument) {
    const { value } = argument;
    if (value.kind === Kind.INT) return Math.max(1, Number(value.value));
    if (value.kind === Kind.VARIABLE) {
      const declared = operation.variableDefinitions?.find((v) => v.variable.name.value === value.name.value);
      const fallback = declared?.defaultValue;
      return fallback?.kind === Kind.INT ? Math.max(1, Number(fallback.value)) : maxPageSize;
    }
    return 1;
  }
  const declared = field.args.find((arg) => sizeArguments.includes(arg.name));
  return typeof declared?.defaultValue === 'number' ? Math.max(1, declared.defaultValue) : 1;
}

/**
 * Refuses an operation whose cost exceeds GRAPHQL_MAX_COST. Each field selected costs one; an object field costs one
 * plus what is selected inside it, times the entries it asks for (`first` or `limit`), so `first: 100` with ten
 * fields inside costs about a thousand wherever it is nested. __typename is free. Fragments are counted where they
 * are spread; a cycle among them is left to the standard rule that reports it.
 */
export function listCostRule(limits: { maxCost: number; maxPageSize: number }): ValidationRule {
  return (context: ValidationContext) => {
    const schema = context.getSchema();
    const costOf = (
      selectionSet: SelectionSetNode,
      parent: Composite,
      operation: OperationDefinitionNode,
      spreading: Set<string>,
    ): number => {
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === '__typename') continue;
          // A union has no fields of its own (only __typename, free).
          const fields: OutputFields = 'getFields' in parent ? (parent.getFields() as OutputFields) : {};
          const field = fields[selection.name.value];
          // An unknown field (left to the standard rules) or introspection: one each.
          if (!field) {
            total += 1;
            continue;
          }
          const type = namedTypeOf(field.type);
          if (!selection.selectionSet || !isComposite(type)) {
            total += 1;
            continue;
          }
          const inner = costOf(selection.selectionSet, type, operation, spreading);
          total += sizeOf(selection, field, operation, limits.maxPageSize) * (1 + inner);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const named = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
          if (isComposite(named)) total += costOf(selection.selectionSet, named, operation, spreading);
        } else {
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          if (!fragment || spreading.has(name)) continue;
          const named = schema.getType(fragment.typeCondition.name.value);
          if (!isComposite(named)) continue;
          spreading.add(name);
          total += costOf(fragment.selectionSet, named, operation, spreading);
          spreading.delete(name);
        }
      }
      return total;
    };
    return {
      OperationDefinition(operation) {
        const root = schema.getRootType(operation.operation);
        if (!isComposite(root)) return;
        const cost = costOf(operation.selectionSet, root, operation, new Set());
        if (cost <= limits.maxCost) return;
        context.reportError(
          new GraphQLError(
            `The query asks for too much in one request (cost ${cost}, at most ${limits.maxCost}): a list counts ` +
              'once per entry it asks for (first or limit); ask for smaller pages or fewer fields, or split it.',
            { nodes: operation },
          ),
        );
      },
    };
  };
}
