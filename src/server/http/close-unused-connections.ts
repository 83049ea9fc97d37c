// Closing the server closes at once the connections that carry no request. Node's server.close()
// (and Fastify's forceCloseConnections 'idle') ends only keep-alive connections between requests: a
// connection opened and never used — a browser's preconnect, or the one undici opens again after an
// aborted fetch — counts as waiting for headers, and is only dropped by headersTimeout, so a close
// waited 60–90 s for it. Connections with a request in flight finish their answer, then end.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function closeUnusedConnectionsOnClose(app: FastifyInstance): void {
  const open = new Set<Socket>();
  let closing = false;
  const inFlight = new WeakMap<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }, response: { once(event: 'close', listener: () => void): unknown }) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) socket.end();
    });
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const socket of open) if (!inFlight.get(socket)) socket.destroy();
    done();
  });
}
