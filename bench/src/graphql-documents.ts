import { print } from 'graphql';
import {
  CurrentProfileDocument,
  SaveDraftDocument,
  StartAttemptDocument,
  SubmitAttemptDocument,
  WritingTestsDocument,
} from '../../web/candidate/src/gql/graphql.ts';
import {
  EvaluationQueueDocument,
  GradingItemDocument,
  PublishEvaluationDocument,
} from '../../web/tutor/src/gql/graphql.ts';

// The operations the web apps send, taken from their generated documents, so the bench loads the server exactly as
// the apps do and follows them when they change. The few the apps do not send are written here.

export const currentProfile = print(CurrentProfileDocument);
export const writingTests = print(WritingTestsDocument);
export const startAttempt = print(StartAttemptDocument);
export const saveDraft = print(SaveDraftDocument);
export const submitAttempt = print(SubmitAttemptDocument);
export const evaluationQueue = print(EvaluationQueueDocument);
export const gradingItem = print(GradingItemDocument);
export const publishEvaluation = print(PublishEvaluationDocument);

/** The public plan catalogue, as the pricing cards ask for it (the landing page may get it at build time). */
export const publicPlans = `query PublicPlans { plans { key name level tests priceUsd strikePriceUsd promise
  accessMonths mostPopular } }`;

/** A candidate's list of attempts (integrators' call; the app reads attempts through `mockTests`). */
export const myAttempts = `query MyAttempts { myAttempts { total items { id status startedAt endsAt submittedAt
  deadlineAt overdue mockTest { id exam title } } } }`;

/** Setup only: the tests of one exam with their task keys, and the rubrics to fill an evaluation. */
export const testsOfExam = `query TestsOfExam($exam: ExamKey!) { mockTests(exam: $exam) { id exam sequence
  tasks { key } } }`;
export const rubrics = 'query Rubrics { exams { key rubric { criteria { taskKey key max step } } } }';

/** About 1.4 kB of answer, as in the table: a candidate mid-way through an IELTS Task 2 essay. */
export const answerText = [
  'It is often argued that governments should invest more in public transport than in new roads. In my opinion,',
  'this view is largely correct, although road building still has a place in rural areas.',
  'Firstly, public transport moves far more people for the same amount of space. A single bus lane can carry',
  'several thousand passengers an hour, while a lane of private cars carries only a fraction of that number.',
  'Cities such as Singapore and Copenhagen show that frequent, reliable trains and buses reduce congestion.',
  'Secondly, investment in public transport benefits people who cannot drive: the young, the elderly and',
  'those on low incomes. When a town builds a new ring road instead, the benefits go mostly to car owners,',
  'and the traffic soon grows to fill the new space, so that congestion returns within a few years.',
  'On the other hand, in the countryside distances are long and passengers are few, so a bus service may be',
  'too expensive to run often enough to be useful. In such places, well-maintained roads remain essential for',
  'farmers, delivery vehicles and emergency services, and they deserve a fair share of the budget.',
  'In conclusion, I believe that most transport spending should go to public transport in and around cities,',
  'while roads should be improved where no realistic alternative exists. This balance would serve the most',
  'people at the lowest cost and would also help to reduce air pollution in the places where most of us live.',
].join(' ');
