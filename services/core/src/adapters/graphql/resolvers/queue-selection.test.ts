import { type FragmentDefinitionNode, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { asksQueueSummaryOnly } from './queue-selection.ts';

/** The evaluationQueue field of a query document, as a resolver's info holds it. */
function infoOf(document: string) {
  const parsed = parse(document);
  const operation = parsed.definitions.find((node) => node.kind === 'OperationDefinition') as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === 'FragmentDefinition')
      .map((node) => [node.name.value, node]),
  );
  const field = operation.selectionSet.selections[0];
  if (field?.kind !== 'Field') throw new Error('no field');
  return { fieldNodes: [field], fragments };
}

// The tutor app's queue query.
const listQuery = `query EvaluationQueue($limit: Int!, $offset: Int!) {
  evaluationQueue(limit: $limit, offset: $offset) {
    total
    items {
      candidateName claimedByMe claimedBy deadlineState
      plan { key name }
      exam { key label }
      attempt { id submittedAt deadlineAt overdue mockTest { id title } }
      evaluation { id published }
    }
  }
}`;

describe('asksQueueSummaryOnly', () => {
  it('is true for the list fields, through fragments and inline fragments too', () => {
    expect(asksQueueSummaryOnly(infoOf(listQuery))).toBe(true);
    expect(
      asksQueueSummaryOnly(
        infoOf(`query { evaluationQueue { __typename items { ...Row ... on QueueItem { evaluationWithheld } } } }
          fragment Row on QueueItem { attempt { status mockTest { tasks { prompt } } } evaluation { publishedAt } }`),
      ),
    ).toBe(true);
  });

  it.each([
    ['answers', 'attempt { answers { text } }'],
    ['task clocks', 'attempt { taskClocks { taskKey } }'],
    ["the attempt's evaluation", 'attempt { evaluation { id } }'],
    ['hints', 'attempt { hints { taskKey } }'],
    ['evaluation content', 'evaluation { feedback }'],
    ['revised answers', 'evaluation { revisedAnswer }'],
    ['evaluation versions', 'evaluationVersions { id }'],
  ])('is false when the query asks for %s', (_name, fields) => {
    expect(asksQueueSummaryOnly(infoOf(`query { evaluationQueue { items { candidateName ${fields} } } }`))).toBe(false);
    expect(
      asksQueueSummaryOnly(
        infoOf(`query { evaluationQueue { items { ...Heavy } } } fragment Heavy on QueueItem { ${fields} }`),
      ),
    ).toBe(false);
  });

  it('counts a field behind @include or @skip as asked', () => {
    const query = `query($more: Boolean!) { evaluationQueue { items { attempt { answers @include(if: $more) { text } } } } }`;
    expect(asksQueueSummaryOnly(infoOf(query))).toBe(false);
  });
});
