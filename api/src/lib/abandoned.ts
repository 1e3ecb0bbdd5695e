// A request whose connection is already closed when the instance comes to it is not served
// (issue 36, item 5; docs/operations.md, "Fail-over"). nginx closes its connection to an instance
// when it stops waiting there — a read after 2 s, a keyed write after 1.2 s, which it then sends to
// the other instance — and an instance behind on its work reads such requests seconds later. Doing
// them anyway is work nobody receives: under the full fail-over run's load the busy survivor of a
// kill spent its time on copies nginx had already given up on, fell further behind, and more of its
// requests timed out (the overload fed itself). A write skipped here was never applied: the edge's
// copy elsewhere, or the member's retry, is the one that counts.
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Whether the peer has closed (or the instance has dropped) the request's connection. */
export function connectionGone(socket: unknown): boolean {
  // Only a real connection says so (inject's stand-in socket has no such state).
  if (!(socket instanceof Socket)) return false;
  return socket.destroyed || !socket.writable;
}

export function installAbandonedRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    if (!(socket instanceof Socket)) return;
    // The peer's close comes after the request, and Node reads a connection once per turn of the
    // event loop (a short read ends the turn's reading): it is seen at the next turn's poll. So
    // two turns — which also let requests already under way go first when the instance is behind.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    if (!connectionGone(socket)) return;
    request.log.info('skipped a request whose connection closed before it was handled');
    // Nobody reads an answer: end it without one, before any hook or handler does work.
    reply.hijack();
    socket.destroy();
  });
}
