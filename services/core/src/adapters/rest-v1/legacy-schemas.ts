import type { FromSchema } from 'json-schema-to-ts';

// JSON schemas of the old contract's inputs, so malformed requests get a clear 400 before any use case runs.
// Extra fields are allowed (the old client sends whole records) and ignored. The routes' request types are inferred
// from these schemas (the json-schema-to-ts type provider), so a schema and its type cannot drift apart.

const shortText = { type: 'string', maxLength: 500 } as const;
const nullableShortText = { type: ['string', 'null'], maxLength: 500 } as const;

export const userParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const profileIdParams = {
  type: 'object',
  required: ['Id'],
  properties: { Id: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const createUserBody = {
  type: 'object',
  required: ['UserId'],
  properties: {
    UserId: { type: 'string', minLength: 1, maxLength: 128 },
    Email: nullableShortText,
    FullName: { type: ['string', 'null'], maxLength: 200 },
    // Sent as a name or a number by different client versions; the token's provider is what counts.
    Provider: {},
    emailVerified: { type: ['boolean', 'null'] },
  },
} as const;

export const updateUserBody = {
  type: 'object',
  properties: {
    SelectedTest: { type: ['integer', 'null'] },
    Country: nullableShortText,
    Education: nullableShortText,
    Destination: nullableShortText,
    TargetScore: {
      type: ['object', 'null'],
      properties: {
        Reading: shortText,
        Listening: shortText,
        Speaking: shortText,
        Writing: shortText,
      },
    },
  },
} as const;

/** A profile update as its schema admits it. */
export type UpdateUserBody = FromSchema<typeof updateUserBody>;

export const writingResponsesQuery = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const writingResponseBody = {
  type: 'object',
  required: ['UId', 'Status', 'QId', 'UA'],
  properties: {
    UId: { type: 'string', minLength: 1, maxLength: 128 },
    Status: { type: 'integer', enum: [1, 2] },
    TT: { type: ['integer', 'null'], minimum: 0 },
    TO: { type: ['boolean', 'null'] },
    QId: { type: 'string', minLength: 1, maxLength: 128 },
    Question: { type: ['string', 'null'] },
    // The 20,000-character limit is the domain's rule; the use case answers it with a clear message. Bodies are
    // validated without type coercion (http/strict-body-validation.ts): a number here is a 400, never stored as text.
    UA: { type: 'string' },
    SelectedTest: { type: ['integer', 'null'] },
    TaskType: { type: ['integer', 'null'] },
  },
} as const;
