import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { dbQueriesInFlight, dbQueryDuration, observePool } from './registry';

type AnyFunction = (...args: unknown[]) => unknown;

/** Times one statement from the moment it is handed to the driver; answers the function that ends it. */
function startStatement(): (ok: boolean) => void {
  dbQueriesInFlight.inc();
  const stop = dbQueryDuration.startTimer();
  return (ok) => {
    dbQueriesInFlight.dec();
    stop({ outcome: ok ? 'ok' : 'error' });
  };
}

/**
 * A driver's query function, timed: the promise form (drizzle, the job library) and the callback
 * form (node-postgres' own pool.query) alike. A cursor or stream (neither is used) is not timed.
 */
function timedQuery(query: AnyFunction): AnyFunction {
  return (...args) => {
    const end = startStatement();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        end(!error);
        (last as AnyFunction)(error, result);
      };
      return query(...args);
    }
    let answer: unknown;
    try {
      answer = query(...args);
    } catch (error) {
      end(false);
      throw error;
    }
    if (answer instanceof Promise) {
      answer.then(
        () => end(true),
        () => end(false),
      );
    } else {
      end(true);
    }
    return answer;
  };
}

/**
 * Times every statement of a node-postgres pool, each connection's as it joins the pool (so
 * transactions are timed too, not only pool.query), and reports the pool's counts at each scrape.
 * Answers the function that stops reporting them, for when the pool ends.
 */
export function observePostgresPool(pool: Pool): () => void {
  pool.on('connect', (client: PoolClient) => {
    const queryable = client as unknown as { query: AnyFunction };
    queryable.query = timedQuery(queryable.query.bind(client));
  });
  return observePool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}

/**
 * Times every statement of the embedded database: its query and exec, and those of a transaction
 * (which it runs through a handle of its own). The time includes the wait for its one connection.
 */
export function observePglite(client: PGlite): void {
  const patchable = client as unknown as { query: AnyFunction; exec: AnyFunction; transaction: AnyFunction };
  patchable.query = timedQuery(client.query.bind(client) as AnyFunction);
  patchable.exec = timedQuery(client.exec.bind(client) as AnyFunction);
  const transaction = client.transaction.bind(client);
  patchable.transaction = (work: unknown) =>
    transaction((tx: Transaction) =>
      (work as (tx: Transaction) => unknown)(
        Object.create(tx, {
          query: { value: timedQuery(tx.query.bind(tx) as AnyFunction) },
          sql: { value: timedQuery(tx.sql.bind(tx) as AnyFunction) },
          exec: { value: timedQuery(tx.exec.bind(tx) as AnyFunction) },
        }) as Transaction,
      ) as Promise<unknown>,
    );
}
