import type { MockTest } from '../../domain/exam/mock-test.ts';

/** Parent of the GraphQL MockTest: a catalogue entry as the catalog use cases return it (the test and its lock state). */
export type CatalogEntry = { test: MockTest; unlocked: boolean };
