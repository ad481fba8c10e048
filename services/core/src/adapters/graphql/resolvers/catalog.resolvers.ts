import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import { getMockTest } from '../../../application/catalog/get-mock-test.use-case.ts';
import { listMockTests } from '../../../application/catalog/list-mock-tests.use-case.ts';
import { testMinutes } from '../../../domain/attempt/attempt-rules.ts';
import { exams, examTotalMinutes } from '../../../domain/exam/exam-catalogue.ts';
import { rubricDescriptors } from '../../../domain/exam/rubric-descriptors.ts';
import { plans } from '../../../domain/plan/plan-catalogue.ts';
import { arePromptsVisible } from '../../../domain/plan/test-access.ts';
import { isStaff } from '../../../domain/profile/profile-rules.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { nullWhenNotFound } from './not-found.ts';
import { oetCaseResolvers } from './oet-case.resolvers.ts';

/** Whether the field's selection (its fragments included, whatever their directives) asks for `name` directly. */
function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const within = (selectionSet: SelectionSetNode | undefined): boolean =>
    !!selectionSet?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return within(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}

export const catalogResolvers: Resolvers = {
  ...oetCaseResolvers,
  Query: {
    exams: () => [...exams],
    plans: () => [...plans],
    mockTests: async (_parent, { exam }, { deps, actor, loaders }, info) => {
      const entries = await listMockTests(deps, { actor: await actor(), exam: exam ?? undefined });
      for (const entry of entries) loaders.primeMockTest(entry);
      // The caller's attempts are read before the list is answered when it asks for them (the one read the tests'
      // myAttempt would make): each test's myAttempt then answers without a promise, which spares graphql-js a
      // promise for each test and for each object holding one (about a tenth of this call's CPU). A failed read is
      // left to the fields, which answer it as before.
      if (entries.length > 0 && selectsField(info, 'myAttempt')) await loaders.readMyAttempts().catch(() => {});
      return entries;
    },
    mockTest: async (_parent, { id }, { deps, actor, loaders }) => {
      const entry = await nullWhenNotFound(getMockTest(deps, { actor: await actor(), id }));
      if (entry) loaders.primeMockTest(entry);
      return entry;
    },
  },
  Exam: {
    // The stored label keeps the old product's TOFEL; people read TOEFL.
    label: (exam) => exam.label,
    totalMinutes: (exam) => examTotalMinutes(exam),
  },
  Rubric: {
    criteria: (rubric) => rubric.criteria.map((criterion) => ({ ...criterion, rubricVersion: rubric.version })),
  },
  RubricCriterion: {
    taskKey: (criterion) => criterion.taskKey ?? null,
    descriptors: (criterion) => rubricDescriptors(criterion.rubricVersion, criterion),
  },
  MockTest: {
    id: ({ test }) => test.id,
    exam: ({ test }) => test.exam,
    sequence: ({ test }) => test.sequence,
    title: ({ test }) => test.title,
    type: ({ test }) => test.type,
    totalMinutes: ({ test }) => testMinutes(test),
    tasks: async ({ test, unlocked }, _args, { loaders }) => {
      // The caller's attempts are read only when the answer depends on them.
      const attempted = !unlocked && (await loaders.myAttemptAt(test.id)) !== null;
      return arePromptsVisible({ unlocked, attempted }) ? test.tasks : [];
    },
    unlocked: ({ unlocked }) => unlocked,
    myAttempt: ({ test }, _args, { loaders }) => {
      const known = loaders.myAttemptIfRead(test.id);
      return known !== undefined ? known : loaders.myAttemptAt(test.id);
    },
  },
  WritingTask: {
    imageSvg: (task) => task.imageSvg ?? null,
    imageAlt: (task) => task.imageAlt ?? null,
    minWords: (task) => task.minWords ?? null,
    maxWords: (task) => task.maxWords ?? null,
    bullets: (task) => task.bullets ?? null,
    // The register is assessed: candidates meet it only as a hint of an attempt started with hints (Attempt.hints).
    letterKind: async (task, _args, { actor }) => (task.letterKind && isStaff(await actor()) ? task.letterKind : null),
    essayKind: (task) => task.essayKind ?? null,
    passage: (task) => task.passage ?? null,
    discussion: (task) => task.discussion ?? null,
    oetCase: (task) => task.oetCase ?? null,
    // Model answers are for the back office only: candidates (and any other caller) get null.
    modelAnswer: async (task, _args, { actor }) => {
      if (!task.modelAnswer) return null;
      return isStaff(await actor()) ? task.modelAnswer : null;
    },
  },
};
