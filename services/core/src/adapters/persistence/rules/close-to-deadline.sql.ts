import { awaitingEvaluationSql } from './evaluation-published.sql.ts';

/**
 * SQL of the moment escalationAt (domain/evaluation/escalation.ts) gives for the attempt `a`: `sharePercent` of the
 * way from submission to deadline. One parameter: the share in percent.
 */
export const escalationAtSql = (a: string) =>
  `(${a}.submitted_at + (${a}.deadline_at - ${a}.submitted_at) * (?::float8 / 100))`;

/**
 * SQL of isCloseToDeadline (domain/evaluation/escalation.ts) over `a`: waiting for its evaluation at or after its
 * escalation point. Parameters: the share in percent, then now.
 */
export const closeToDeadlineSql = (a: string) =>
  `(${awaitingEvaluationSql(a)} and ${a}.submitted_at is not null and ${a}.deadline_at is not null and ${escalationAtSql(a)} <= ?)`;
