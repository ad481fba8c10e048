import { ApiKeySchema } from './api-key.entity.ts';
import { AttemptSchema } from './attempt.entity.ts';
import { ClaimChangeSchema } from './claim-change.entity.ts';
import { EvaluationSchema } from './evaluation.entity.ts';
import { EvaluationVersionSchema } from './evaluation-version.entity.ts';
import { FirstReadSchema } from './first-read.entity.ts';
import { MockTestSchema } from './mock-test.entity.ts';
import { OutboxMailSchema } from './outbox-mail.entity.ts';
import { ProfileSchema } from './profile.entity.ts';
import { PurchaseSchema } from './purchase.entity.ts';
import { RewriteSchema } from './rewrite.entity.ts';
import { RoleChangeSchema } from './role-change.entity.ts';
import { SecondMarkingSchema } from './second-marking.entity.ts';
import { SimulatedPaymentSchema } from './simulated-payment.entity.ts';
import { WebhookDeliverySchema, WebhookEndpointSchema } from './webhook.entity.ts';

/** Every mapped table, listed explicitly: Node's type stripping rules out folder discovery. */
export const entities = [
  ProfileSchema,
  MockTestSchema,
  AttemptSchema,
  EvaluationSchema,
  EvaluationVersionSchema,
  OutboxMailSchema,
  PurchaseSchema,
  RoleChangeSchema,
  ClaimChangeSchema,
  ApiKeySchema,
  RewriteSchema,
  WebhookEndpointSchema,
  WebhookDeliverySchema,
  SecondMarkingSchema,
  SimulatedPaymentSchema,
  FirstReadSchema,
];
