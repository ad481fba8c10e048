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
    "\n  query CompletionExams {\n    exams {\n      key\n      label\n    }\n  }\n": typeof types.CompletionExamsDocument,
    "\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n      receiptNumber\n      failureMessage\n      planExpiresAt\n    }\n  }\n": typeof types.ConfirmPurchaseDocument,
    "\n  query PaymentPurchase($id: ID!) {\n    purchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n    }\n    exams {\n      key\n      label\n    }\n  }\n": typeof types.PaymentPurchaseDocument,
    "\n  query ProfileExams {\n    exams {\n      key\n      label\n    }\n  }\n": typeof types.ProfileExamsDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...CurrentProfileFields\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  query PublicPlans {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      promise\n      accessMonths\n      mostPopular\n    }\n  }\n": typeof types.PublicPlansDocument,
    "\n  fragment TaskAttemptFields on Attempt {\n    id\n    status\n    startedAt\n    endsAt\n    submittedAt\n    timedOut\n    deadlineAt\n    overdue\n    answers {\n      taskKey\n      text\n    }\n    mockTest {\n      id\n      exam\n      title\n      type\n      totalMinutes\n      tasks {\n        key\n        title\n        instructions\n        prompt\n        imageSvg\n        imageAlt\n        minutes\n        minWords\n        maxWords\n        bullets\n        letterKind\n        passage\n        discussion {\n          professor {\n            name\n            post\n          }\n          students {\n            name\n            post\n          }\n        }\n        oetCase\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      publishedAt\n    }\n  }\n": typeof types.TaskAttemptFieldsFragmentDoc,
    "\n  query TaskMockTest($id: ID!) {\n    mockTest(id: $id) {\n      id\n      title\n      unlocked\n      myAttempt {\n        ...TaskAttemptFields\n      }\n    }\n  }\n": typeof types.TaskMockTestDocument,
    "\n  mutation StartAttempt($mockTestId: ID!) {\n    startAttempt(mockTestId: $mockTestId) {\n      ...TaskAttemptFields\n    }\n  }\n": typeof types.StartAttemptDocument,
    "\n  mutation SaveDraft($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveDraft(attemptId: $attemptId, answers: $answers) {\n      id\n      status\n    }\n  }\n": typeof types.SaveDraftDocument,
    "\n  mutation SubmitAttempt($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitAttempt(attemptId: $attemptId, answers: $answers) {\n      ...TaskAttemptFields\n    }\n  }\n": typeof types.SubmitAttemptDocument,
    "\n  query TaskRubric {\n    exams {\n      key\n      rubric {\n        version\n        criteria {\n          taskKey\n          key\n          label\n          max\n        }\n      }\n    }\n  }\n": typeof types.TaskRubricDocument,
    "\n  query TestEntry($id: ID!) {\n    mockTest(id: $id) {\n      id\n      type\n    }\n  }\n": typeof types.TestEntryDocument,
    "\n  query TestIntro($id: ID!) {\n    mockTest(id: $id) {\n      id\n      exam\n      title\n    }\n  }\n": typeof types.TestIntroDocument,
    "\n  mutation StartPurchase($input: StartPurchaseInput!) {\n    startPurchase(input: $input) {\n      gateway\n      clientSecret\n      publishableKey\n      purchase {\n        id\n        status\n        amountUsd\n      }\n    }\n  }\n": typeof types.StartPurchaseDocument,
    "\n  query UpgradeCatalog {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      evaluationMinutes\n      promise\n      accessMonths\n      mostPopular\n    }\n    exams {\n      key\n      label\n    }\n  }\n": typeof types.UpgradeCatalogDocument,
    "\n  query WritingTests {\n    mockTests {\n      id\n      exam\n      sequence\n      title\n      type\n      totalMinutes\n      unlocked\n      myAttempt {\n        id\n        status\n      }\n    }\n    exams {\n      key\n      label\n    }\n  }\n": typeof types.WritingTestsDocument,
    "\n  fragment CurrentProfileFields on Profile {\n    id\n    userId\n    email\n    fullName\n    photoUrl\n    emailVerified\n    role\n    selectedExam\n    country\n    education\n    destination\n    targetScore {\n      reading\n      writing\n      listening\n      speaking\n    }\n    plan {\n      key\n      name\n      level\n      tests\n      evaluationMinutes\n      promise\n    }\n    isSubscribed\n    planExpired\n    expiryDate\n    createdAt\n  }\n": typeof types.CurrentProfileFieldsFragmentDoc,
    "\n  query CurrentProfile {\n    me {\n      ...CurrentProfileFields\n    }\n  }\n": typeof types.CurrentProfileDocument,
};
const documents: Documents = {
    "\n  query CompletionExams {\n    exams {\n      key\n      label\n    }\n  }\n": types.CompletionExamsDocument,
    "\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n      receiptNumber\n      failureMessage\n      planExpiresAt\n    }\n  }\n": types.ConfirmPurchaseDocument,
    "\n  query PaymentPurchase($id: ID!) {\n    purchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n    }\n    exams {\n      key\n      label\n    }\n  }\n": types.PaymentPurchaseDocument,
    "\n  query ProfileExams {\n    exams {\n      key\n      label\n    }\n  }\n": types.ProfileExamsDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...CurrentProfileFields\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  query PublicPlans {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      promise\n      accessMonths\n      mostPopular\n    }\n  }\n": types.PublicPlansDocument,
    "\n  fragment TaskAttemptFields on Attempt {\n    id\n    status\n    startedAt\n    endsAt\n    submittedAt\n    timedOut\n    deadlineAt\n    overdue\n    answers {\n      taskKey\n      text\n    }\n    mockTest {\n      id\n      exam\n      title\n      type\n      totalMinutes\n      tasks {\n        key\n        title\n        instructions\n        prompt\n        imageSvg\n        imageAlt\n        minutes\n        minWords\n        maxWords\n        bullets\n        letterKind\n        passage\n        discussion {\n          professor {\n            name\n            post\n          }\n          students {\n            name\n            post\n          }\n        }\n        oetCase\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      publishedAt\n    }\n  }\n": types.TaskAttemptFieldsFragmentDoc,
    "\n  query TaskMockTest($id: ID!) {\n    mockTest(id: $id) {\n      id\n      title\n      unlocked\n      myAttempt {\n        ...TaskAttemptFields\n      }\n    }\n  }\n": types.TaskMockTestDocument,
    "\n  mutation StartAttempt($mockTestId: ID!) {\n    startAttempt(mockTestId: $mockTestId) {\n      ...TaskAttemptFields\n    }\n  }\n": types.StartAttemptDocument,
    "\n  mutation SaveDraft($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveDraft(attemptId: $attemptId, answers: $answers) {\n      id\n      status\n    }\n  }\n": types.SaveDraftDocument,
    "\n  mutation SubmitAttempt($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitAttempt(attemptId: $attemptId, answers: $answers) {\n      ...TaskAttemptFields\n    }\n  }\n": types.SubmitAttemptDocument,
    "\n  query TaskRubric {\n    exams {\n      key\n      rubric {\n        version\n        criteria {\n          taskKey\n          key\n          label\n          max\n        }\n      }\n    }\n  }\n": types.TaskRubricDocument,
    "\n  query TestEntry($id: ID!) {\n    mockTest(id: $id) {\n      id\n      type\n    }\n  }\n": types.TestEntryDocument,
    "\n  query TestIntro($id: ID!) {\n    mockTest(id: $id) {\n      id\n      exam\n      title\n    }\n  }\n": types.TestIntroDocument,
    "\n  mutation StartPurchase($input: StartPurchaseInput!) {\n    startPurchase(input: $input) {\n      gateway\n      clientSecret\n      publishableKey\n      purchase {\n        id\n        status\n        amountUsd\n      }\n    }\n  }\n": types.StartPurchaseDocument,
    "\n  query UpgradeCatalog {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      evaluationMinutes\n      promise\n      accessMonths\n      mostPopular\n    }\n    exams {\n      key\n      label\n    }\n  }\n": types.UpgradeCatalogDocument,
    "\n  query WritingTests {\n    mockTests {\n      id\n      exam\n      sequence\n      title\n      type\n      totalMinutes\n      unlocked\n      myAttempt {\n        id\n        status\n      }\n    }\n    exams {\n      key\n      label\n    }\n  }\n": types.WritingTestsDocument,
    "\n  fragment CurrentProfileFields on Profile {\n    id\n    userId\n    email\n    fullName\n    photoUrl\n    emailVerified\n    role\n    selectedExam\n    country\n    education\n    destination\n    targetScore {\n      reading\n      writing\n      listening\n      speaking\n    }\n    plan {\n      key\n      name\n      level\n      tests\n      evaluationMinutes\n      promise\n    }\n    isSubscribed\n    planExpired\n    expiryDate\n    createdAt\n  }\n": types.CurrentProfileFieldsFragmentDoc,
    "\n  query CurrentProfile {\n    me {\n      ...CurrentProfileFields\n    }\n  }\n": types.CurrentProfileDocument,
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
export function graphql(source: "\n  query CompletionExams {\n    exams {\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  query CompletionExams {\n    exams {\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n      receiptNumber\n      failureMessage\n      planExpiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPurchase($id: ID!) {\n    confirmPurchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n      receiptNumber\n      failureMessage\n      planExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentPurchase($id: ID!) {\n    purchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n    }\n    exams {\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  query PaymentPurchase($id: ID!) {\n    purchase(id: $id) {\n      id\n      exam\n      plan {\n        key\n        name\n        tests\n      }\n      amountUsd\n      currency\n      status\n    }\n    exams {\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileExams {\n    exams {\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  query ProfileExams {\n    exams {\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...CurrentProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      ...CurrentProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPlans {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      promise\n      accessMonths\n      mostPopular\n    }\n  }\n"): (typeof documents)["\n  query PublicPlans {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      promise\n      accessMonths\n      mostPopular\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskAttemptFields on Attempt {\n    id\n    status\n    startedAt\n    endsAt\n    submittedAt\n    timedOut\n    deadlineAt\n    overdue\n    answers {\n      taskKey\n      text\n    }\n    mockTest {\n      id\n      exam\n      title\n      type\n      totalMinutes\n      tasks {\n        key\n        title\n        instructions\n        prompt\n        imageSvg\n        imageAlt\n        minutes\n        minWords\n        maxWords\n        bullets\n        letterKind\n        passage\n        discussion {\n          professor {\n            name\n            post\n          }\n          students {\n            name\n            post\n          }\n        }\n        oetCase\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  fragment TaskAttemptFields on Attempt {\n    id\n    status\n    startedAt\n    endsAt\n    submittedAt\n    timedOut\n    deadlineAt\n    overdue\n    answers {\n      taskKey\n      text\n    }\n    mockTest {\n      id\n      exam\n      title\n      type\n      totalMinutes\n      tasks {\n        key\n        title\n        instructions\n        prompt\n        imageSvg\n        imageAlt\n        minutes\n        minWords\n        maxWords\n        bullets\n        letterKind\n        passage\n        discussion {\n          professor {\n            name\n            post\n          }\n          students {\n            name\n            post\n          }\n        }\n        oetCase\n      }\n    }\n    evaluation {\n      id\n      criterionScores {\n        taskKey\n        criterion\n        score\n      }\n      overall {\n        value\n        display\n        grade\n      }\n      strengths {\n        label\n        text\n      }\n      weaknesses {\n        label\n        text\n      }\n      areasOfImprovement {\n        label\n        text\n      }\n      feedback\n      revisedAnswer\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskMockTest($id: ID!) {\n    mockTest(id: $id) {\n      id\n      title\n      unlocked\n      myAttempt {\n        ...TaskAttemptFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskMockTest($id: ID!) {\n    mockTest(id: $id) {\n      id\n      title\n      unlocked\n      myAttempt {\n        ...TaskAttemptFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAttempt($mockTestId: ID!) {\n    startAttempt(mockTestId: $mockTestId) {\n      ...TaskAttemptFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartAttempt($mockTestId: ID!) {\n    startAttempt(mockTestId: $mockTestId) {\n      ...TaskAttemptFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDraft($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveDraft(attemptId: $attemptId, answers: $answers) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDraft($attemptId: ID!, $answers: [AnswerInput!]!) {\n    saveDraft(attemptId: $attemptId, answers: $answers) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitAttempt($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitAttempt(attemptId: $attemptId, answers: $answers) {\n      ...TaskAttemptFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitAttempt($attemptId: ID!, $answers: [AnswerInput!]!) {\n    submitAttempt(attemptId: $attemptId, answers: $answers) {\n      ...TaskAttemptFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskRubric {\n    exams {\n      key\n      rubric {\n        version\n        criteria {\n          taskKey\n          key\n          label\n          max\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskRubric {\n    exams {\n      key\n      rubric {\n        version\n        criteria {\n          taskKey\n          key\n          label\n          max\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestEntry($id: ID!) {\n    mockTest(id: $id) {\n      id\n      type\n    }\n  }\n"): (typeof documents)["\n  query TestEntry($id: ID!) {\n    mockTest(id: $id) {\n      id\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestIntro($id: ID!) {\n    mockTest(id: $id) {\n      id\n      exam\n      title\n    }\n  }\n"): (typeof documents)["\n  query TestIntro($id: ID!) {\n    mockTest(id: $id) {\n      id\n      exam\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPurchase($input: StartPurchaseInput!) {\n    startPurchase(input: $input) {\n      gateway\n      clientSecret\n      publishableKey\n      purchase {\n        id\n        status\n        amountUsd\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPurchase($input: StartPurchaseInput!) {\n    startPurchase(input: $input) {\n      gateway\n      clientSecret\n      publishableKey\n      purchase {\n        id\n        status\n        amountUsd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpgradeCatalog {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      evaluationMinutes\n      promise\n      accessMonths\n      mostPopular\n    }\n    exams {\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  query UpgradeCatalog {\n    plans {\n      key\n      name\n      level\n      tests\n      priceUsd\n      strikePriceUsd\n      evaluationMinutes\n      promise\n      accessMonths\n      mostPopular\n    }\n    exams {\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WritingTests {\n    mockTests {\n      id\n      exam\n      sequence\n      title\n      type\n      totalMinutes\n      unlocked\n      myAttempt {\n        id\n        status\n      }\n    }\n    exams {\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  query WritingTests {\n    mockTests {\n      id\n      exam\n      sequence\n      title\n      type\n      totalMinutes\n      unlocked\n      myAttempt {\n        id\n        status\n      }\n    }\n    exams {\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentProfileFields on Profile {\n    id\n    userId\n    email\n    fullName\n    photoUrl\n    emailVerified\n    role\n    selectedExam\n    country\n    education\n    destination\n    targetScore {\n      reading\n      writing\n      listening\n      speaking\n    }\n    plan {\n      key\n      name\n      level\n      tests\n      evaluationMinutes\n      promise\n    }\n    isSubscribed\n    planExpired\n    expiryDate\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CurrentProfileFields on Profile {\n    id\n    userId\n    email\n    fullName\n    photoUrl\n    emailVerified\n    role\n    selectedExam\n    country\n    education\n    destination\n    targetScore {\n      reading\n      writing\n      listening\n      speaking\n    }\n    plan {\n      key\n      name\n      level\n      tests\n      evaluationMinutes\n      promise\n    }\n    isSubscribed\n    planExpired\n    expiryDate\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentProfile {\n    me {\n      ...CurrentProfileFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentProfile {\n    me {\n      ...CurrentProfileFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;