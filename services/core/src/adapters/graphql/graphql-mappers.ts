import type { RubricCriterion } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';

/** Parent of the GraphQL MockTest: a catalogue entry as the catalog use cases return it (the test and its lock state). */
export type CatalogEntry = { test: MockTest; unlocked: boolean };

/** Parent of the GraphQL RubricCriterion: a criterion with the version of the rubric it belongs to (its descriptors are keyed by it). */
export type RubricCriterionInRubric = RubricCriterion & { rubricVersion: string };
