import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

// The queue page's fields whose resolvers read nothing a summary leaves out (an attempt's answers and task clocks, an
// evaluation's content: GradingReads.queuePage). `true` takes any subfield (static data or the whole mock test); a
// set lists the subfields allowed. A field not listed, a new one included, makes the queue read everything.
type Allowed = true | { [field: string]: Allowed };

const attemptSummaryFields: Allowed = {
  id: true,
  mockTest: true,
  status: true,
  startedAt: true,
  endsAt: true,
  submittedAt: true,
  timedOut: true,
  secondsTaken: true,
  deadlineAt: true,
  overdue: true,
  withHints: true,
};

const evaluationSummaryFields: Allowed = { id: true, published: true, publishedAt: true };

const queueItemSummaryFields: Allowed = {
  attempt: attemptSummaryFields,
  candidateName: true,
  candidateEmail: true,
  exam: true,
  plan: true,
  claimedByMe: true,
  claimedBy: true,
  claimExpiresAt: true,
  deadlineState: true,
  closeToDeadline: true,
  onTime: true,
  amendable: true,
  evaluationWithheld: true,
  evaluation: evaluationSummaryFields,
};

const queuePageSummaryFields: Allowed = { items: queueItemSummaryFields, total: true };

function within(
  selections: SelectionSetNode | undefined,
  allowed: Allowed,
  fragments: Record<string, FragmentDefinitionNode>,
): boolean {
  if (allowed === true || !selections) return true;
  return selections.selections.every((selection) => {
    // Directives (@include, @skip) are not evaluated: a field that might be asked counts as asked.
    if (selection.kind === 'Field') {
      const name = selection.name.value;
      if (name === '__typename') return true;
      const sub = allowed[name];
      return sub !== undefined && within(selection.selectionSet, sub, fragments);
    }
    if (selection.kind === 'InlineFragment') return within(selection.selectionSet, allowed, fragments);
    const fragment = fragments[selection.name.value];
    return fragment !== undefined && within(fragment.selectionSet, allowed, fragments);
  });
}

/** True when the query reads only the queue page's summary fields, so the page may be read without the heavy ones. */
export function asksQueueSummaryOnly(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): boolean {
  return info.fieldNodes.every((node) => within(node.selectionSet, queuePageSummaryFields, info.fragments));
}
