/**
 * The fault tests' HTTP client (fault-server.ts re-exports it): one keep-alive connection and a
 * cookie jar per client, and failures that say whether the request may be sent again.
 */
import http from 'node:http';

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A failed request, with what a client needs to know to decide whether it may send it again:
 * whether it went out on a keep-alive connection that had already carried a request (the race
 * RFC 9112 section 9.3.1 leaves to clients: the server may close an idle connection just as the
 * next request is sent on it), and whether any of the response had arrived.
 */
export interface RequestError extends NodeJS.ErrnoException {
  reusedSocket?: boolean;
  responseStarted?: boolean;
}

/** One HTTP client: its own keep-alive connection and cookie jar, same-origin headers. */
export class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly cookies = new Map<string, string>();

  /** Settable: a restarted server listens on another port, and the owner's cookie still holds. */
  constructor(public baseUrl: string) {}

  request(method: string, pathname: string, body?: unknown): Promise<HttpResult> {
    const url = new URL(pathname, this.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            origin: url.origin,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(cookie ? { cookie } : {}),
          },
          timeout: 30_000,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            for (const c of res.headers['set-cookie'] ?? []) {
              const [pair] = c.split(';');
              const eq = pair!.indexOf('=');
              this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
          });
          res.on('error', (err: RequestError) => {
            err.reusedSocket = req.reusedSocket;
            err.responseStarted = true;
            reject(err);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('request timed out')));
      req.on('error', (err: RequestError) => {
        err.reusedSocket = req.reusedSocket;
        err.responseStarted ??= false;
        reject(err);
      });
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
