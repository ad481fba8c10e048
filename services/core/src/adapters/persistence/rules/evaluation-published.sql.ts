/** SQL of "the attempt `a` has a published evaluation" (a draft does not count). */
export const evaluationPublishedSql = (a: string) =>
  `exists (select 1 from evaluations pe where pe.attempt_id = ${a}.id and pe.published_at is not null)`;

/** SQL of "`a` waits for its evaluation": handed in, nothing published yet. */
export const awaitingEvaluationSql = (a: string) => `(${a}.status = 'Submitted' and not ${evaluationPublishedSql(a)})`;
