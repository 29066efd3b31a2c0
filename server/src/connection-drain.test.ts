/**
 * The shutdown's hold on connections (issue 26): the port closes without resetting a request a
 * client has already sent, keep-alive connections idle between requests are closed, and a
 * connection that never sends anything is let go of after FRESH_REQUEST_WAIT_MS. Raw sockets,
 * so each step happens in the order the test says.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConnectionDrain, FRESH_REQUEST_WAIT_MS, trackConnections } from './connection-drain';

const open: net.Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy();
});

interface Served {
  server: http.Server;
  drain: ConnectionDrain;
  port: number;
  /** Resolves when the server has accepted `n` connections in all. */
  accepted(n: number): Promise<void>;
  /** Resolves once the server is handling `/slow`, which it holds until release(). */
  slowArrived: Promise<void>;
  release(): void;
}

async function serve(): Promise<Served> {
  let held: http.ServerResponse | undefined;
  let arrived: () => void = () => {};
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      held = res;
      arrived();
      return;
    }
    res.end('ok');
  });
  const drain = trackConnections(server);
  let count = 0;
  const countWaiters: Array<[number, () => void]> = [];
  server.on('connection', () => {
    count += 1;
    for (const [n, resolve] of countWaiters) if (count >= n) resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    drain,
    port: (server.address() as net.AddressInfo).port,
    accepted: (n) =>
      count >= n ? Promise.resolve() : new Promise((resolve) => countWaiters.push([n, resolve])),
    slowArrived,
    release: () => held?.end('slow ok'),
  };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    open.push(socket);
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection, or the error that ended it. */
function readAll(socket: net.Socket): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve({ text, error: err.code }));
    socket.once('close', () => resolve({ text }));
  });
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`;

describe('closing the port on a shutdown', () => {
  it.each([
    ['whole', request('/second')],
    ['with its headers still incomplete', 'GET /second HTTP/1.1\r\nHo'],
  ])(
    'answers the next request on a keep-alive connection that had arrived, %s, as the port closed',
    async (_, sent) => {
      const { drain, port } = await serve();
      const socket = await connect(port);
      const received = readAll(socket);
      socket.write(request('/first'));
      await new Promise((resolve) => socket.once('data', resolve));
      // The next request is in the server's kernel buffer, unread, when the port closes: Node's
      // own close() destroyed the connection as idle, and the client saw ECONNRESET.
      socket.write(sent);
      const closed = drain.close();
      if (!sent.endsWith('\r\n\r\n')) socket.write('st: test\r\n\r\n');
      const { text, error } = await received;
      expect(error).toBeUndefined();
      expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
      expect(await closed).toMatchObject({ idleClosed: 0 });
    },
  );

  it('answers a request sent on a connection accepted just before the port closed', async () => {
    const { drain, port, accepted } = await serve();
    const socket = await connect(port);
    await accepted(1);
    const received = readAll(socket);
    const closed = drain.close();
    // The request arrives after the port closed; Node's own close would have reset it.
    socket.write(request('/late'));
    const { text, error } = await received;
    expect(error).toBeUndefined();
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(text.endsWith('ok')).toBe(true);
    const counts = await closed;
    expect(counts).toMatchObject({ freshClosed: 0, idleClosed: 0 });
  });

  it('refuses new connections, closes idle keep-alive ones and waits for requests in progress', async () => {
    const { drain, port, slowArrived, release } = await serve();
    const idle = await connect(port);
    const idleRead = readAll(idle);
    idle.write(request('/first'));
    // Its answer has arrived: from now on it is a keep-alive connection idle between requests.
    await new Promise((resolve) => idle.once('data', resolve));
    const busy = await connect(port);
    const busyRead = readAll(busy);
    busy.write(request('/slow'));
    await slowArrived;

    const closed = drain.close();
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The idle one is closed after its answer, with nothing more.
    expect((await idleRead).text).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
    release();
    const slow = await busyRead;
    expect(slow.error).toBeUndefined();
    expect(slow.text).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*slow ok$/);
    expect(await closed).toMatchObject({ idleClosed: 1, busyWaited: 1, freshWaited: 0 });
  });

  it('lets go of a connection that never sends a request', async () => {
    const { drain, port, accepted } = await serve();
    const silent = await connect(port);
    const read = readAll(silent);
    await accepted(1);
    const startedAt = performance.now();
    const counts = await drain.close();
    expect(counts).toMatchObject({ freshWaited: 1, freshClosed: 1 });
    expect((await read).text).toBe('');
    // Not before its time: it had FRESH_REQUEST_WAIT_MS from when it connected.
    expect(performance.now() - startedAt).toBeGreaterThan(FRESH_REQUEST_WAIT_MS / 2);
  });

  it('waits for a lull in new connections, or gives up at its deadline', async () => {
    const { drain, port, accepted } = await serve();
    await connect(port);
    await accepted(1);
    // No other connection comes: quiet as soon as 50 ms have passed since the last one.
    await drain.quiet(50, 60_000);
    // Connections keep coming: the deadline ends the wait.
    let stop = false;
    const keepConnecting = (async () => {
      while (!stop) {
        const socket = await connect(port);
        socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const startedAt = performance.now();
    await drain.quiet(60_000, 200);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(190);
    stop = true;
    await keepConnecting;
    drain.cut();
    await drain.close();
  });
});
