/** The coarse codes; adapters map each to their protocol (GraphQL code, HTTP status). Each reason refines one. */
export const errorCodes = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT'] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One entry of the vocabulary: the code it always comes with, what happened, and what the caller can do about it. */
export type ErrorReasonEntry = { readonly code: ErrorCode; readonly meaning: string; readonly action: string };

/**
 * The stable, machine-readable reason of every refusal, beside its coarse code: GraphQL `extensions.reason`, REST
 * `error.reason`. One reason per situation an integrator handles differently; the message stays for people. Each
 * reason always comes with the same code. Documented from this list in the SDL (enum ErrorReason) and in
 * docs/integrators.md; a test keeps both equal to it. A reason, once published, is never renamed.
 */
export const errorReasons = {
  NOT_SIGNED_IN: {
    code: 'UNAUTHENTICATED',
    meaning: 'No credentials were sent.',
    action: 'Send `Authorization: Bearer` with an ID token or an API key.',
  },
  SIGN_IN_EXPIRED: {
    code: 'UNAUTHENTICATED',
    meaning: 'The ID token is expired, invalid or revoked.',
    action: 'Get a fresh ID token (sign in again) and retry.',
  },
  ACCOUNT_DISABLED: {
    code: 'UNAUTHENTICATED',
    meaning: 'The account, or the account owning the API key, is disabled.',
    action: 'Contact support.',
  },
  ACCOUNT_DELETED: {
    code: 'UNAUTHENTICATED',
    meaning: 'The account, or the account owning the API key, no longer exists.',
    action: 'Sign up again.',
  },
  API_KEY_INVALID: {
    code: 'UNAUTHENTICATED',
    meaning: 'The API key is unknown, revoked or expired.',
    action: 'Create a new key in the profile.',
  },
  API_KEY_UNCHECKED: {
    code: 'UNAUTHENTICATED',
    meaning: 'The API key could not be checked just now.',
    action: 'Retry shortly.',
  },
  ROLE_REQUIRED: {
    code: 'FORBIDDEN',
    meaning: "The caller's role may not do this (tutors and admins only, or admins only).",
    action: 'Use an account with that role.',
  },
  NOT_OWNER: {
    code: 'FORBIDDEN',
    meaning: 'The record belongs to another user, or the request names a user other than the caller.',
    action: "Act only on the caller's own records.",
  },
  PLAN_REQUIRED: {
    code: 'FORBIDDEN',
    meaning: "The caller's plan does not include this test.",
    action: 'Buy or upgrade a plan, then retry.',
  },
  API_KEY_READ_ONLY: {
    code: 'FORBIDDEN',
    meaning: 'A read-only API key tried to change something.',
    action: 'Use a key with write access, or an ID token.',
  },
  API_KEY_NOT_ALLOWED: {
    code: 'FORBIDDEN',
    meaning: 'This needs a signed-in account, not an API key.',
    action: 'Call it with an ID token.',
  },
  OWN_WORK: {
    code: 'FORBIDDEN',
    meaning: 'A tutor may not grade, second-mark or recheck their own work.',
    action: 'Leave it to another tutor.',
  },
  EXAM_LOCKED: {
    code: 'FORBIDDEN',
    meaning: 'The target exam cannot change while a plan is active.',
    action: 'Keep the exam until the plan ends.',
  },
  TEST_CLOCKS_OFF: {
    code: 'FORBIDDEN',
    meaning: 'Test clocks are off on this platform.',
    action: 'Use them on a test platform only.',
  },
  NOT_FOUND: {
    code: 'NOT_FOUND',
    meaning: 'Nothing with this id exists (or it is gone).',
    action: 'Check the id; reload the list it came from.',
  },
  PROFILE_NOT_FOUND: {
    code: 'NOT_FOUND',
    meaning: 'The signed-in account has no profile yet.',
    action: 'Create the profile (REST: POST /v1/api/users) or sign in again.',
  },
  ACCOUNT_NOT_FOUND: {
    code: 'NOT_FOUND',
    meaning: 'No account with this e-mail address has signed in yet.',
    action: 'Check the address; the person signs in once first.',
  },
  VALIDATION_FAILED: {
    code: 'BAD_USER_INPUT',
    meaning: 'A value has the wrong type or form, or values contradict each other.',
    action: 'Fix the input the message names.',
  },
  VALUE_REQUIRED: {
    code: 'BAD_USER_INPUT',
    meaning: 'A required value is missing or blank.',
    action: 'Send it.',
  },
  TEXT_TOO_LONG: {
    code: 'BAD_USER_INPUT',
    meaning: 'A text is longer than its limit.',
    action: 'Shorten it to the limit the message names.',
  },
  TOO_MANY_ITEMS: {
    code: 'BAD_USER_INPUT',
    meaning: 'A list has more items than allowed.',
    action: 'Send at most the number the message names.',
  },
  UNKNOWN_VALUE: {
    code: 'BAD_USER_INPUT',
    meaning: 'A name or code is not one the server knows (exam, plan, role, task, criterion, status, event, tutor).',
    action: 'Use one of the values the schema or the message lists.',
  },
  SCORE_INVALID: {
    code: 'BAD_USER_INPUT',
    meaning: "A score is missing, repeated, or off its criterion's or exam's scale or steps.",
    action: 'Send every score once, on the scale the message names.',
  },
  UNSTORABLE_TEXT: {
    code: 'BAD_USER_INPUT',
    meaning: 'A text contains a character that cannot be stored (NUL, a lone surrogate).',
    action: 'Remove that character and send the text again.',
  },
  PAGE_INVALID: {
    code: 'BAD_USER_INPUT',
    meaning: 'A page size, offset or row limit is out of its range.',
    action: 'Use the range the message names.',
  },
  CURSOR_INVALID: {
    code: 'BAD_USER_INPUT',
    meaning: 'The cursor was not given out by this list.',
    action: 'Start again from the first page.',
  },
  PASSAGE_INVALID: {
    code: 'BAD_USER_INPUT',
    meaning: "An anchored comment's passage is not within the answer, or cuts a character in half.",
    action: 'Select a passage of the answer as it is stored.',
  },
  WHOLE_TEST_ONLY: {
    code: 'BAD_USER_INPUT',
    meaning: 'All tasks of this test share one clock, so a single task cannot be submitted.',
    action: 'Submit the whole test.',
  },
  WEBHOOK_URL_REFUSED: {
    code: 'BAD_USER_INPUT',
    meaning: 'The webhook URL is malformed, or points where webhooks are not sent (private or unresolvable host).',
    action: 'Register a public https:// URL.',
  },
  SIGNATURE_INVALID: {
    code: 'BAD_USER_INPUT',
    meaning: "A payment provider's webhook has no valid signature, or its timestamp is out of tolerance.",
    action: 'Check the signing secret and the clocks; the event was ignored.',
  },
  ALREADY_SUBMITTED: {
    code: 'CONFLICT',
    meaning: 'The attempt or rewrite is already submitted and can no longer change.',
    action: 'Reload it; nothing more can be saved.',
  },
  TIME_UP: {
    code: 'CONFLICT',
    meaning: 'The time of the test or rewrite is over.',
    action: 'Stop writing: the last saved text counts (submit a rewrite to send it).',
  },
  READING_TIME: {
    code: 'CONFLICT',
    meaning: 'The reading time is still running.',
    action: 'Save answers once it ends.',
  },
  TASK_CLOSED: {
    code: 'CONFLICT',
    meaning: 'This task is closed (submitted, or its time is over); its last saved answer is kept.',
    action: 'Go on with the next task.',
  },
  TASK_NOT_OPEN: {
    code: 'CONFLICT',
    meaning: 'This task opens when the task before it is submitted or its time ends.',
    action: 'Finish the earlier task first.',
  },
  NOT_SUBMITTED: {
    code: 'CONFLICT',
    meaning: 'The answer or rewrite has not been submitted yet.',
    action: 'Wait until it is submitted.',
  },
  ALREADY_CLAIMED: {
    code: 'CONFLICT',
    meaning: 'Another tutor is already grading (or second-marking) this answer.',
    action: 'Choose another answer, or have an admin reassign it.',
  },
  CLAIM_EXPIRED: {
    code: 'CONFLICT',
    meaning: "The caller's claim lapsed after idle time and another tutor has the answer now.",
    action: 'Reload the queue and choose another answer.',
  },
  CLAIM_REASSIGNED: {
    code: 'CONFLICT',
    meaning: 'An admin gave this answer to another tutor.',
    action: 'Stop grading it; choose another answer.',
  },
  ALREADY_PUBLISHED: {
    code: 'CONFLICT',
    meaning: 'The evaluation, second marking or recheck is already published and can no longer change this way.',
    action: 'Reload it; amend a published evaluation instead.',
  },
  NOT_PUBLISHED: {
    code: 'CONFLICT',
    meaning: 'The evaluation is not published yet (an amendment or second marking needs a published one).',
    action: 'Save or publish it first, or wait for the first evaluation.',
  },
  ALREADY_RELEASED: {
    code: 'CONFLICT',
    meaning: 'The evaluation has been released to the candidate and is final.',
    action: 'Nothing can change it any more.',
  },
  RELEASE_PENDING: {
    code: 'CONFLICT',
    meaning: 'The evaluation has not been released to the candidate yet.',
    action: 'Wait for the release (webhook evaluation.released), then retry.',
  },
  ALREADY_REWRITTEN: {
    code: 'CONFLICT',
    meaning: 'This answer already has its one rewrite.',
    action: 'Open the existing rewrite.',
  },
  STALE_VERSION: {
    code: 'CONFLICT',
    meaning: 'The record changed since the caller read it.',
    action: 'Reload it and apply the change again.',
  },
  CONCURRENT_CHANGE: {
    code: 'CONFLICT',
    meaning: 'Another request changed the same record at the same moment.',
    action: 'Retry.',
  },
  ALREADY_EXISTS: {
    code: 'CONFLICT',
    meaning: 'The record clashes with an existing one.',
    action: 'Use the existing one.',
  },
  OWN_ROLE: {
    code: 'CONFLICT',
    meaning: 'An admin cannot change their own role.',
    action: 'Ask another admin.',
  },
  EMAIL_NOT_VERIFIED: {
    code: 'CONFLICT',
    meaning: 'A tutor or admin account needs a verified e-mail address.',
    action: 'Verify the address, then retry.',
  },
  PLAN_DOWNGRADE: {
    code: 'CONFLICT',
    meaning: 'A plan is held until it expires; only a higher plan can be bought now.',
    action: 'Choose a higher plan, or wait until the plan expires.',
  },
  UPGRADE_EXAM_MISMATCH: {
    code: 'CONFLICT',
    meaning: 'An upgrade keeps the exam of the current plan; it cannot change to another exam.',
    action: "Upgrade for the plan's exam, or wait until the plan expires.",
  },
  PAYMENT_MISSING: {
    code: 'CONFLICT',
    meaning: 'No successful payment of the caller was found; the plan is unchanged.',
    action: 'Complete the payment, then confirm again.',
  },
  PAYMENT_MISMATCH: {
    code: 'CONFLICT',
    meaning: 'The amount paid does not match the price of the purchase.',
    action: 'Contact support.',
  },
  API_KEY_LIMIT: {
    code: 'CONFLICT',
    meaning: 'The account has the most active API keys allowed.',
    action: 'Revoke a key no longer used, then create one.',
  },
  COMMENT_BANK_FULL: {
    code: 'CONFLICT',
    meaning: "The tutor's comment bank holds the most phrases allowed.",
    action: 'Delete a phrase no longer used, then save the new one.',
  },
  NOT_RETRYABLE: {
    code: 'CONFLICT',
    meaning: 'Only a failed mail or webhook delivery can be sent again; this one is queued or sent.',
    action: 'Reload the list.',
  },
  WEBHOOKS_OFF: {
    code: 'CONFLICT',
    meaning: 'Webhooks are off on this server.',
    action: 'Ask the operator to set WEBHOOK_SECRET_KEY.',
  },
} as const satisfies Record<string, ErrorReasonEntry>;

export type ErrorReason = keyof typeof errorReasons;

/** The reasons that come with one code: DomainError accepts only these beside it. */
export type ReasonOf<C extends ErrorCode> = {
  [R in ErrorReason]: (typeof errorReasons)[R]['code'] extends C ? R : never;
}[ErrorReason];
