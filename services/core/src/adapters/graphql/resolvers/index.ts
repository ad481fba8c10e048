import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { adminResolvers } from './admin.resolvers.ts';
import { apiKeyResolvers } from './api-key.resolvers.ts';
import { attemptResolvers } from './attempt.resolvers.ts';
import { baseResolvers } from './base.resolvers.ts';
import { buildSentenceResolvers } from './build-sentence.resolvers.ts';
import { catalogResolvers } from './catalog.resolvers.ts';
import { commentBankResolvers } from './comment-bank.resolvers.ts';
import { escalationResolvers } from './escalation.resolvers.ts';
import { evaluationResolvers } from './evaluation.resolvers.ts';
import { evaluationAmendResolvers } from './evaluation-amend.resolvers.ts';
import { firstReadResolvers } from './first-read.resolvers.ts';
import { hintsResolvers } from './hints.resolvers.ts';
import { modelAnswerResolvers } from './model-answer.resolvers.ts';
import { paymentResolvers } from './payment.resolvers.ts';
import { profileResolvers } from './profile.resolvers.ts';
import { rewriteResolvers } from './rewrite.resolvers.ts';
import { secondMarkingResolvers } from './second-marking.resolvers.ts';
import { testClockResolvers } from './test-clock.resolvers.ts';
import { turnaroundResolvers } from './turnaround.resolvers.ts';
import { tutorWorkflowResolvers } from './tutor-workflow.resolvers.ts';
import { webhookResolvers } from './webhook.resolvers.ts';

const modules: Resolvers[] = [
  baseResolvers,
  profileResolvers,
  catalogResolvers,
  attemptResolvers,
  evaluationResolvers,
  tutorWorkflowResolvers,
  secondMarkingResolvers,
  evaluationAmendResolvers,
  adminResolvers,
  paymentResolvers,
  apiKeyResolvers,
  hintsResolvers,
  buildSentenceResolvers,
  modelAnswerResolvers,
  firstReadResolvers,
  escalationResolvers,
  turnaroundResolvers,
  webhookResolvers,
  rewriteResolvers,
  testClockResolvers,
  commentBankResolvers,
];

/** Every module's resolvers merged type by type (Query and Mutation are spread over the modules, like the SDL). */
export function buildResolvers(): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) {
      const existing = merged[typeName];
      if (existing === undefined || fields instanceof GraphQLScalarType) {
        merged[typeName] = fields;
        continue;
      }
      for (const field of Object.keys(fields as object)) {
        if (field in (existing as object)) throw new Error(`Resolver ${typeName}.${field} is defined twice.`);
      }
      merged[typeName] = { ...(existing as object), ...(fields as object) };
    }
  }
  return merged as Resolvers;
}
