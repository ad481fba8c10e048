/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment GradingItemFields on QueueItem {\n    candidateName\n    claimedByMe\n    claimedBy\n    exam {\n      key\n      label\n      rubric {\n        version\n        scoring\n        criteria {\n          taskKey\n          key\n          label\n          min\n          max\n          step\n        }\n      }\n    }\n    attempt {\n      id\n      status\n      startedAt\n      submittedAt\n      deadlineAt\n      overdue\n      timedOut\n      secondsTaken\n      answers {\n        taskKey\n        text\n        wordCount\n      }\n      mockTest {\n        id\n        title\n        tasks {\n          key\n          title\n          instructions\n          prompt\n          imageSvg\n          imageAlt\n          minutes\n          minWords\n          maxWords\n          bullets\n          letterKind\n          essayKind\n          passage\n          discussion {\n            professor {\n              name\n              post\n            }\n            students {\n              name\n              post\n            }\n          }\n          oetCase\n          modelAnswer\n        }\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      published\n      publishedAt\n    }\n  }\n": typeof types.GradingItemFieldsFragmentDoc,
    "\n  query GradingItem($attemptId: ID!) {\n    gradingItem(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n": typeof types.GradingItemDocument,
    "\n  mutation ClaimAttempt($attemptId: ID!) {\n    claimAttempt(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n": typeof types.ClaimAttemptDocument,
    "\n  mutation SaveEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    saveEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n": typeof types.SaveEvaluationDocument,
    "\n  mutation PublishEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    publishEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n": typeof types.PublishEvaluationDocument,
    "\n  query EvaluationQueue($limit: Int!, $offset: Int!) {\n    evaluationQueue(limit: $limit, offset: $offset) {\n      total\n      items {\n        candidateName\n        claimedByMe\n        claimedBy\n        exam {\n          key\n          label\n        }\n        attempt {\n          id\n          submittedAt\n          deadlineAt\n          overdue\n          mockTest {\n            id\n            title\n          }\n        }\n        evaluation {\n          id\n          published\n        }\n      }\n    }\n  }\n": typeof types.EvaluationQueueDocument,
    "\n  query BackOfficeMe {\n    me {\n      id\n      fullName\n      email\n      role\n    }\n  }\n": typeof types.BackOfficeMeDocument,
};
const documents: Documents = {
    "\n  fragment GradingItemFields on QueueItem {\n    candidateName\n    claimedByMe\n    claimedBy\n    exam {\n      key\n      label\n      rubric {\n        version\n        scoring\n        criteria {\n          taskKey\n          key\n          label\n          min\n          max\n          step\n        }\n      }\n    }\n    attempt {\n      id\n      status\n      startedAt\n      submittedAt\n      deadlineAt\n      overdue\n      timedOut\n      secondsTaken\n      answers {\n        taskKey\n        text\n        wordCount\n      }\n      mockTest {\n        id\n        title\n        tasks {\n          key\n          title\n          instructions\n          prompt\n          imageSvg\n          imageAlt\n          minutes\n          minWords\n          maxWords\n          bullets\n          letterKind\n          essayKind\n          passage\n          discussion {\n            professor {\n              name\n              post\n            }\n            students {\n              name\n              post\n            }\n          }\n          oetCase\n          modelAnswer\n        }\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      published\n      publishedAt\n    }\n  }\n": types.GradingItemFieldsFragmentDoc,
    "\n  query GradingItem($attemptId: ID!) {\n    gradingItem(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n": types.GradingItemDocument,
    "\n  mutation ClaimAttempt($attemptId: ID!) {\n    claimAttempt(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n": types.ClaimAttemptDocument,
    "\n  mutation SaveEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    saveEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n": types.SaveEvaluationDocument,
    "\n  mutation PublishEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    publishEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n": types.PublishEvaluationDocument,
    "\n  query EvaluationQueue($limit: Int!, $offset: Int!) {\n    evaluationQueue(limit: $limit, offset: $offset) {\n      total\n      items {\n        candidateName\n        claimedByMe\n        claimedBy\n        exam {\n          key\n          label\n        }\n        attempt {\n          id\n          submittedAt\n          deadlineAt\n          overdue\n          mockTest {\n            id\n            title\n          }\n        }\n        evaluation {\n          id\n          published\n        }\n      }\n    }\n  }\n": types.EvaluationQueueDocument,
    "\n  query BackOfficeMe {\n    me {\n      id\n      fullName\n      email\n      role\n    }\n  }\n": types.BackOfficeMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GradingItemFields on QueueItem {\n    candidateName\n    claimedByMe\n    claimedBy\n    exam {\n      key\n      label\n      rubric {\n        version\n        scoring\n        criteria {\n          taskKey\n          key\n          label\n          min\n          max\n          step\n        }\n      }\n    }\n    attempt {\n      id\n      status\n      startedAt\n      submittedAt\n      deadlineAt\n      overdue\n      timedOut\n      secondsTaken\n      answers {\n        taskKey\n        text\n        wordCount\n      }\n      mockTest {\n        id\n        title\n        tasks {\n          key\n          title\n          instructions\n          prompt\n          imageSvg\n          imageAlt\n          minutes\n          minWords\n          maxWords\n          bullets\n          letterKind\n          essayKind\n          passage\n          discussion {\n            professor {\n              name\n              post\n            }\n            students {\n              name\n              post\n            }\n          }\n          oetCase\n          modelAnswer\n        }\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      published\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  fragment GradingItemFields on QueueItem {\n    candidateName\n    claimedByMe\n    claimedBy\n    exam {\n      key\n      label\n      rubric {\n        version\n        scoring\n        criteria {\n          taskKey\n          key\n          label\n          min\n          max\n          step\n        }\n      }\n    }\n    attempt {\n      id\n      status\n      startedAt\n      submittedAt\n      deadlineAt\n      overdue\n      timedOut\n      secondsTaken\n      answers {\n        taskKey\n        text\n        wordCount\n      }\n      mockTest {\n        id\n        title\n        tasks {\n          key\n          title\n          instructions\n          prompt\n          imageSvg\n          imageAlt\n          minutes\n          minWords\n          maxWords\n          bullets\n          letterKind\n          essayKind\n          passage\n          discussion {\n            professor {\n              name\n              post\n            }\n            students {\n              name\n              post\n            }\n          }\n          oetCase\n          modelAnswer\n        }\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      published\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradingItem($attemptId: ID!) {\n    gradingItem(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n"): (typeof documents)["\n  query GradingItem($attemptId: ID!) {\n    gradingItem(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimAttempt($attemptId: ID!) {\n    claimAttempt(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimAttempt($attemptId: ID!) {\n    claimAttempt(attemptId: $attemptId) {\n      ...GradingItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    saveEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    saveEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    publishEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishEvaluation($attemptId: ID!, $input: EvaluationInput!) {\n    publishEvaluation(attemptId: $attemptId, input: $input) {\n      ...GradingItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationQueue($limit: Int!, $offset: Int!) {\n    evaluationQueue(limit: $limit, offset: $offset) {\n      total\n      items {\n        candidateName\n        claimedByMe\n        claimedBy\n        exam {\n          key\n          label\n        }\n        attempt {\n          id\n          submittedAt\n          deadlineAt\n          overdue\n          mockTest {\n            id\n            title\n          }\n        }\n        evaluation {\n          id\n          published\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationQueue($limit: Int!, $offset: Int!) {\n    evaluationQueue(limit: $limit, offset: $offset) {\n      total\n      items {\n        candidateName\n        claimedByMe\n        claimedBy\n        exam {\n          key\n          label\n        }\n        attempt {\n          id\n          submittedAt\n          deadlineAt\n          overdue\n          mockTest {\n            id\n            title\n          }\n        }\n        evaluation {\n          id\n          published\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackOfficeMe {\n    me {\n      id\n      fullName\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query BackOfficeMe {\n    me {\n      id\n      fullName\n      email\n      role\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;