/**
 * How the process's HTTP server lets go of its connections on a shutdown without resetting a
 * request that had already reached it (issue 26). Node's own `server.close()` destroys, in the
 * same turn, every keep-alive connection it counts as idle between requests, also one whose next
 * request is already in the kernel's buffer, unread: destroying a socket with unread bytes sends
 * a reset, and the client sees `read ECONNRESET` for a request the server had received. And
 * closing the listening socket resets every connection the kernel completed but Node had not
 * accepted yet (captured: SYN, SYN-ACK, ACK, then RST 0.8 ms later, nothing sent), which hit
 * clients told `Retry-After: 2` coming back exactly as the 2 s notice ended.
 *
 * So, on top of the lifecycle's 503s with `Connection: close` (and a Retry-After that sends
 * clients away until the port has closed, retryAfterWhileDraining):
 * - `quiet()` lets the shutdown close the port in a lull, once no connection has arrived for a
 *   while, rather than at a fixed moment;
 * - `close()` stops listening first, then, after the event loop's next poll phase has read what
 *   has arrived, closes only the keep-alive connections with nothing begun since their last
 *   answer. A connection that has not sent its first request gets FRESH_REQUEST_WAIT_MS to send
 *   it (Node would keep it until its headers timeout); requests in progress finish as before.
 * What is left no server can close: a client reusing an idle keep-alive connection in the
 * instant its FIN is on the wire, and a handshake completing in the instant the port closes.
 * Clients and proxies retry those, as ADR 027 says.
 */
import type http from 'node:http';
import net from 'node:net';

/** How long a connection that has sent nothing yet is kept after the port closes. */
export const FRESH_REQUEST_WAIT_MS = 1_000;

interface Tracked {
  openedAt: number;
  /** Requests it has carried, the one in progress included. */
  requests: number;
  /** A request on it is being answered. */
  busy: boolean;
  /** Bytes read when its last answer ended: more since means the next request has begun. */
  bytesAtIdle: number;
  freshTimer?: NodeJS.Timeout;
}

export interface DrainCounts {
  /** Keep-alive connections idle between requests, closed when the port closed. */
  idleClosed: number;
  /** Connections that had not sent a request yet when the port closed. */
  freshWaited: number;
  /** Of those, the ones that never sent one within FRESH_REQUEST_WAIT_MS. */
  freshClosed: number;
  /** Connections with a request in progress when the port closed. */
  busyWaited: number;
  /** Milliseconds from the last accepted connection to the port closing. */
  quietMs: number;
}

export interface ConnectionDrain {
  /** Resolves once no connection has been accepted for `quietMs`, or after `timeoutMs`. */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
  /** Stops listening; resolves once every connection has ended. */
  close(): Promise<DrainCounts>;
  /** Ends every connection now (a shutdown out of time). */
  cut(): void;
}

function afterNextPoll(work: () => void): void {
  setImmediate(() => setImmediate(work));
}

export function trackConnections(server: http.Server): ConnectionDrain {
  const sockets = new Map<net.Socket, Tracked>();
  let lastConnectionAt = performance.now();
  let closing = false;
  server.on('connection', (socket: net.Socket) => {
    lastConnectionAt = performance.now();
    const tracked: Tracked = {
      openedAt: lastConnectionAt,
      requests: 0,
      busy: false,
      bytesAtIdle: 0,
    };
    sockets.set(socket, tracked);
    socket.once('close', () => {
      clearTimeout(tracked.freshTimer);
      sockets.delete(socket);
    });
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const tracked = sockets.get(req.socket);
    if (!tracked) return;
    tracked.requests += 1;
    tracked.busy = true;
    clearTimeout(tracked.freshTimer);
    res.once('close', () => {
      tracked.busy = false;
      tracked.bytesAtIdle = req.socket.bytesRead;
      // While closing, a connection that goes idle is not kept for another request.
      if (closing && !req.socket.destroyed) req.socket.end();
    });
  });

  return {
    quiet(quietMs, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      return new Promise<void>((resolve) => {
        const check = () => {
          const now = performance.now();
          const quietFor = now - lastConnectionAt;
          if (quietFor >= quietMs || now >= deadline) return resolve();
          setTimeout(check, Math.min(quietMs - quietFor, deadline - now)).unref();
        };
        check();
      });
    },
    close() {
      closing = true;
      const closedAt = performance.now();
      const counts: DrainCounts = {
        idleClosed: 0,
        freshWaited: 0,
        freshClosed: 0,
        busyWaited: 0,
        quietMs: Math.round(closedAt - lastConnectionAt),
      };
      return new Promise<DrainCounts>((resolve, reject) => {
        // net.Server's close, not http.Server's: that one destroys the "idle" connections in the
        // same turn, the unread fresh ones among them. 'close' comes once every connection ended.
        net.Server.prototype.close.call(server, (err?: Error) =>
          err ? reject(err) : resolve(counts),
        );
        // Two immediates: the first runs in this turn's check phase (the poll phase may be
        // over), the second only after the next poll phase has read what has arrived.
        afterNextPoll(() => {
          for (const [socket, tracked] of sockets) {
            // Already closing after its last answer (Connection: close, or ended above): let
            // that answer reach the client rather than destroy it unsent.
            if (socket.writableEnded || socket.destroyed) continue;
            // Bytes since its last answer: the next request has begun (its headers may be
            // incomplete, so no 'request' yet) and is answered like any other.
            if (tracked.busy || socket.bytesRead > tracked.bytesAtIdle) {
              counts.busyWaited += 1;
            } else if (tracked.requests > 0) {
              counts.idleClosed += 1;
              socket.destroy();
            } else {
              counts.freshWaited += 1;
              const left = tracked.openedAt + FRESH_REQUEST_WAIT_MS - performance.now();
              tracked.freshTimer = setTimeout(
                () => {
                  counts.freshClosed += 1;
                  socket.destroy();
                },
                Math.max(0, left),
              );
            }
          }
        });
      });
    },
    cut() {
      for (const socket of sockets.keys()) socket.destroy();
    },
  };
}
