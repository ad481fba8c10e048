/**
 * TOEFL iBT's exam key in the API. The old product stored it misspelt, TOFEL, and the GraphQL enum keeps that
 * spelling; the apps name it through this constant, and every screen says TOEFL.
 */
export const toeflKey = 'TOFEL' as const;
