import { awaitingEvaluationSql } from './evaluation-published.sql.ts';

/**
 * SQL of deadlineStateOf(...) === 'overdue' (domain/evaluation/escalation.ts) over the attempt `a`: waiting for its
 * evaluation past the deadline, or marked overdue by the deadline job. One parameter: now.
 */
export const overdueSql = (a: string) => `(${awaitingEvaluationSql(a)} and (${a}.overdue or ${a}.deadline_at <= ?))`;
