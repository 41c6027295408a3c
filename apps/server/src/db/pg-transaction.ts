// drizzle-orm 0.45's node-postgres transaction sends BEGIN before its try/finally: when the connection is lost
// right after the pool lent it (a server restart or pg_terminate_backend under load), BEGIN fails and the client is
// never given back, so a few such failures exhaust the pool and every later request waits forever. And when the
// connection is lost inside the transaction, the failing ROLLBACK replaces the original error.
// This replaces that one method with the same steps, BEGIN inside the try, the client always released (with the
// error when it broke, so the pool discards it), and the original error kept.
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

type TSessionInternals = {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

type TTransactionSql = { getTransactionConfigSQL: (config: PgTransactionConfig) => ReturnType<typeof sql> };

let isInstalled = false;

export const installSafePgTransactions = () => {
  if (isInstalled) return;
  isInstalled = true;
  NodePgSession.prototype.transaction = async function transaction<T>(
    this: unknown,
    run: (tx: NodePgTransaction<Record<string, unknown>, never>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const self = this as TSessionInternals;
    const isPool = self.client instanceof pg.Pool || Object.getPrototypeOf(self.client).constructor.name.includes('Pool');
    const client = isPool ? await (self.client as pg.Pool).connect() : null;
    const session = client ? new NodePgSession(client, self.dialect, self.schema, self.options) : this;
    const tx = new NodePgTransaction(self.dialect, session as never, self.schema);
    let broken: Error | undefined;
    try {
      const configSql = config ? sql` ${(tx as unknown as TTransactionSql).getTransactionConfigSQL(config)}` : undefined;
      await tx.execute(sql`begin${configSql}`);
      try {
        const result = await run(tx as never);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      }
    } catch (error) {
      broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // Given back with the error only when the connection itself failed: an ordinary failed statement was
      // rolled back and leaves the connection usable.
      const isUsable = (client as unknown as { _queryable?: boolean } | null)?._queryable !== false;
      client?.release(isUsable ? undefined : broken);
    }
  } as never;
};
