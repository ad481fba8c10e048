import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { SimulatedPaymentStore } from '../payments/simulated-payment-gateway.ts';
import { SimulatedPaymentSchema, toSimulatedPayment, toSimulatedPaymentRow } from './simulated-payment.entity.ts';

/**
 * The simulated gateway's payments on MikroORM, on the request's or the transaction's EntityManager: one payment per
 * purchase (a second insert for it answers the first), changes conditional on the version read.
 */
export function createMikroOrmSimulatedPaymentStore(em: () => EntityManager): SimulatedPaymentStore {
  return {
    async insertOnce(payment) {
      const manager = em();
      // A concurrent insert for the same purchase waits for the first one's transaction, then does nothing.
      await (manager as SqlEntityManager)
        .createQueryBuilder(SimulatedPaymentSchema)
        .insert(toSimulatedPaymentRow(payment))
        .onConflict('purchaseId')
        .ignore()
        .execute();
      const row = await manager.findOne(SimulatedPaymentSchema, { purchaseId: payment.purchaseId }, { refresh: true });
      if (!row) throw new Error(`simulated payment of purchase ${payment.purchaseId} was not stored`);
      return toSimulatedPayment(row);
    },
    async findById(id) {
      const row = await em().findOne(SimulatedPaymentSchema, { id }, { refresh: true });
      return row ? toSimulatedPayment(row) : null;
    },
    async update(payment) {
      const { id: _id, ...changes } = toSimulatedPaymentRow({ ...payment, version: payment.version + 1 });
      const count = await em().nativeUpdate(
        SimulatedPaymentSchema,
        { id: payment.id, version: payment.version },
        changes,
      );
      return count === 1;
    },
  };
}
