import {
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  Kind,
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

/** The largest `limit` the use cases take (checkPage and the admin lists: 1 to 100), whatever GRAPHQL_MAX_PAGE_SIZE. */
const largestLimit = 100;

/**
 * How many entries a field answers at most: its `first`/`limit` argument when written as a number; else (left out,
 * null, or a variable, whose value arrives after validation) the largest page it may answer: GRAPHQL_MAX_PAGE_SIZE for
 * `first`, 100 for `limit`, or the schema's default when larger. A field without such an argument counts once.
 */
function sizeOf(node: FieldNode, field: GraphQLField<unknown, unknown>, maxPageSize: number): number {
  const argument = node.arguments?.find((arg) => sizeArguments.includes(arg.name.value));
  if (argument?.value.kind === Kind.INT) return Math.max(1, Number(argument.value.value));
  const name = argument?.name.value ?? field.args.find((arg) => sizeArguments.includes(arg.name))?.name;
  if (name === undefined) return 1;
  const largest = name === 'limit' ? Math.max(maxPageSize, largestLimit) : maxPageSize;
  const fallback = field.args.find((arg) => arg.name === name)?.defaultValue;
  return typeof fallback === 'number' ? Math.max(largest, fallback) : largest;
}

/**
 * Refuses an operation whose cost exceeds GRAPHQL_MAX_COST. Each field selected costs one; an object field costs one
 * plus what is selected inside it, times the entries it asks for (`first` or `limit`), so `first: 100` with ten
 * fields inside costs about a thousand wherever it is nested; a page size left out or sent as a variable counts as
 * the largest page (sizeOf). __typename is free. Fragments are counted where they
 * are spread; a cycle among them is left to the standard rule that reports it.
 */
export function listCostRule(limits: { maxCost: number; maxPageSize: number }): ValidationRule {
  return (context: ValidationContext) => {
    const schema = context.getSchema();
    const costOf = (selectionSet: SelectionSetNode, parent: Composite, spreading: Set<string>): number => {
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
          const inner = costOf(selection.selectionSet, type, spreading);
          total += sizeOf(selection, field, limits.maxPageSize) * (1 + inner);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const named = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
          if (isComposite(named)) total += costOf(selection.selectionSet, named, spreading);
        } else {
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          if (!fragment || spreading.has(name)) continue;
          const named = schema.getType(fragment.typeCondition.name.value);
          if (!isComposite(named)) continue;
          spreading.add(name);
          total += costOf(fragment.selectionSet, named, spreading);
          spreading.delete(name);
        }
      }
      return total;
    };
    return {
      OperationDefinition(operation) {
        const root = schema.getRootType(operation.operation);
        if (!isComposite(root)) return;
        const cost = costOf(operation.selectionSet, root, new Set());
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
