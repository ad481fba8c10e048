import { confirmPurchase } from '../../../application/payment/confirm-purchase.use-case.ts';
import { getPurchase, listMyPurchases } from '../../../application/payment/get-purchase.use-case.ts';
import { startPurchase } from '../../../application/payment/start-purchase.use-case.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { nullWhenNotFound } from './not-found.ts';

export const paymentResolvers: Resolvers = {
  PurchaseStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed', REFUNDED: 'refunded' },
  PaymentGatewayKind: { STRIPE: 'stripe', SIMULATED: 'simulated' },
  Query: {
    // Another user's purchase is FORBIDDEN, an unknown one null.
    purchase: async (_parent, { id }, { deps, actor }) =>
      nullWhenNotFound(getPurchase(deps, { actor: await actor(), purchaseId: id })),
    myPurchases: async (_parent, _args, { deps, actor }) => listMyPurchases(deps, { actor: await actor() }),
  },
  Mutation: {
    // Only the exam and the plan's key are read from the client; the price is the catalogue's. Money moves here, so
    // a revoked or disabled account is refused at once rather than within the revocation window.
    startPurchase: async (_parent, { input }, { deps, freshActor }) =>
      startPurchase(deps, { actor: await freshActor(), exam: input.exam, plan: input.plan }),
    confirmPurchase: async (_parent, { id }, { deps, freshActor }) =>
      confirmPurchase(deps, { actor: await freshActor(), purchaseId: id }),
  },
  Purchase: {
    plan: (purchase) => getPlan(purchase.plan),
  },
};
