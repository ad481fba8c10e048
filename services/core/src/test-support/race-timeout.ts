/**
 * The time one race test may take: many rounds of concurrent writes, on PGlite's single connection too, while the
 * browser run shares the machine's two cores. What a race test checks is the outcome of every round, never its speed.
 */
export const raceTimeoutMs = 120_000;
