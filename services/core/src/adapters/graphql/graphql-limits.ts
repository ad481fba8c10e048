import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import { listCostRule } from './list-cost.ts';

/** Bounds on one GraphQL document, from the validated settings (GRAPHQL_MAX_*). */
export type GraphqlLimits = {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /** The largest `first` of a connection; the cost limit takes it as the size of a list asked with a variable. */
  maxPageSize: number;
  maxTokens: number;
  maxDirectives: number;
};

type Rejection = (context: ValidationContext | null, error: GraphQLError) => void;

/**
 * Reports armor's refusal in our own words. Armor's messages start with a misleading "Syntax Error:" and give no
 * advice; the figure it found is kept when it gives one.
 */
const rejectWith =
  (describe: (found: string | null) => string): Rejection =>
  (context, error) => {
    const found = /found (\d+(?:\.\d+)?)/.exec(error.message)?.[1] ?? null;
    context?.reportError(new GraphQLError(describe(found)));
  };

const foundText = (found: string | null) => (found ? `${found}, ` : '');

/**
 * Apollo options bounding every document: graphql-armor's depth, aliases and directives and our list-aware cost limit
 * (list-cost.ts) as validation rules (GRAPHQL_VALIDATION_FAILED, HTTP 400), and the token limit in graphql-js' own parser (GRAPHQL_PARSE_FAILED,
 * HTTP 400). Armor's token plugin is left off: under Apollo 5 it throws out of the request pipeline (an HTTP 500),
 * and its own documentation points graphql-js users to this parser option. Field suggestions stay on: the schema is
 * public.
 */
export function graphqlLimitOptions(limits: GraphqlLimits) {
  const common = { propagateOnRejection: false, exposeLimits: true } as const;
  const armor = new ApolloArmor({
    maxDepth: {
      ...common,
      n: limits.maxDepth,
      // An inline fragment or a fragment spread adds no level of data.
      flattenFragments: true,
      onReject: [
        rejectWith((found) => `The query is nested too deeply (${foundText(found)}at most ${limits.maxDepth} levels).`),
      ],
    },
    maxAliases: {
      ...common,
      n: limits.maxAliases,
      onReject: [
        rejectWith(
          (found) =>
            `The query uses too many aliases (${foundText(found)}at most ${limits.maxAliases} per request); split it into several requests.`,
        ),
      ],
    },
    maxDirectives: {
      ...common,
      n: limits.maxDirectives,
      onReject: [
        rejectWith(
          (found) => `The query uses too many directives (${foundText(found)}at most ${limits.maxDirectives}).`,
        ),
      ],
    },
    // Armor's cost counts a list as one entry whatever its size; listCostRule counts first/limit instead.
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  // The protections left on are all validation rules; armor's plugins (tokens, suggestions) are off.
  return {
    validationRules: [...armor.validationRules, listCostRule(limits)],
    parseOptions: { maxTokens: limits.maxTokens },
  };
}
