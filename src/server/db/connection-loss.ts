// PostgreSQL ends sessions on its own — a restart, pg_terminate_backend, a proxy's idle cut — and
// node-postgres reports it as an 'error' event on the pool or client holding the connection. With
// no listener, Node makes that an uncaught exception and the whole server process exits. The pool
// drops a broken connection by itself and opens a new one on the next checkout; a query running on
// it fails on its own promise. What is left is to say so in the log.
import type { EventEmitter } from 'node:events';

export function reportConnectionLoss(connection: EventEmitter, what: string): void {
  connection.on('error', (error: Error) => {
    console.warn(`Lost a PostgreSQL connection (${what}): ${error.message}`);
  });
}
