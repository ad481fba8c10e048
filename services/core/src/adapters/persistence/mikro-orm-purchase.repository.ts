import { type EntityManager, LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { PurchaseRepository } from '../../application/payment/ports.ts';
import { requireOneRowUpdated } from './conditional-update.ts';
import { PurchaseSchema, toPurchase, toPurchaseRow } from './purchase.entity.ts';
import { upsertOrConflict } from './unique-violation.ts';

const newestFirst = { createdAt: 'desc', id: 'desc' } as const;

/**
 * PurchaseRepository on MikroORM, on the request's or the transaction's EntityManager. Updates are conditional on
 * the version read, checked by row count; `findByIdForUpdate` takes the row lock (SELECT ... FOR UPDATE); the
 * provider payment id is a unique key, and so is the buyer, exam and plan of a pending purchase.
 */
export function createMikroOrmPurchaseRepository(em: () => EntityManager): PurchaseRepository {
  return {
    async findById(id) {
      const row = await em().findOne(PurchaseSchema, { id });
      return row ? toPurchase(row) : null;
    },
    async findByIdForUpdate(id) {
      const row = await em().findOne(PurchaseSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      return row ? toPurchase(row) : null;
    },
    async findByProviderPaymentId(providerPaymentId) {
      const row = await em().findOne(PurchaseSchema, { providerPaymentId });
      return row ? toPurchase(row) : null;
    },
    async listByUser(userId) {
      const rows = await em().find(PurchaseSchema, { userId }, { orderBy: newestFirst });
      return rows.map(toPurchase);
    },
    async findUnpaid(userId, exam, plan) {
      const [row] = await em().find(
        PurchaseSchema,
        { userId, exam, plan, status: { $in: ['pending', 'failed'] } },
        { orderBy: newestFirst, limit: 1 },
      );
      return row ? toPurchase(row) : null;
    },
    async listExpiryNoticesDue(now, limit) {
      const rows = await em().find(
        PurchaseSchema,
        { status: 'succeeded', expiryNoticeAt: null, planExpiresAt: { $lte: now } },
        { orderBy: { planExpiresAt: 'asc', id: 'asc' }, limit },
      );
      return rows.map(toPurchase);
    },
    async insert(purchase) {
      await upsertOrConflict(() => em().insert(PurchaseSchema, toPurchaseRow(purchase)), 'purchase');
      return purchase;
    },
    async insertOpen(purchase) {
      // `on conflict do nothing`: the one key a new purchase can clash on is purchases_one_open_per_plan (its id is
      // new and it has no payment yet); a concurrent insert of the buyer's plan waits for that transaction to end.
      const result = await (em() as SqlEntityManager)
        .createQueryBuilder(PurchaseSchema)
        .insert(toPurchaseRow(purchase))
        .onConflict()
        .ignore()
        .execute('run');
      return result.affectedRows === 1 ? purchase : null;
    },
    async update(purchase) {
      const stored = { ...purchase, version: purchase.version + 1 };
      const { id: _id, ...changes } = toPurchaseRow(stored);
      let count = 0;
      await upsertOrConflict(async () => {
        count = await em().nativeUpdate(PurchaseSchema, { id: purchase.id, version: purchase.version }, changes);
      }, 'purchase');
      requireOneRowUpdated(count, 'purchase');
      return stored;
    },
  };
}
