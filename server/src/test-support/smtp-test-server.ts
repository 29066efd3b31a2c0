/**
 * For tests: a real SMTP server on loopback (smtp-server) that records every message it accepts,
 * parsed with mailparser. It can be stopped and started again on the same port (an outage), and
 * told to refuse messages with a given reply (a 4xx that is worth a retry, a 5xx that is not).
 * Not imported by the server itself.
 */
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope (MAIL FROM / RCPT TO), which is what delivery actually used. */
  envelope: { from: string; to: string[] };
  /** The user the client authenticated as (from SMTP_URL), if it did. */
  user: string | undefined;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header names in lower case, values as sent (unfolded). */
  headers: Record<string, string>;
  /** The message as received. */
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://user:pass@127.0.0.1:port (credentials are accepted, whatever they are). */
  url: string;
  received: ReceivedMail[];
  /** Refuse every message with this reply until called with null (e.g. 451 or 550). */
  refuse(reply: { code: number; message: string } | null): void;
  /** Every connection dropped and the port closed: clients see "connection refused". */
  stop(): Promise<void>;
  /** Listening again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // Plain AUTH without TLS, as on loopback: the credentials in SMTP_URL are really used.
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusal) {
            const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
            callback(err);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                user: typeof session.user === 'string' ? session.user : undefined,
                from: parsed.from?.text ?? '',
                to: addresses(parsed.to),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                messageId: parsed.messageId ?? '',
                headers: Object.fromEntries(
                  parsed.headerLines.map((h) => [
                    h.key,
                    h.line.slice(h.line.indexOf(':') + 1).trim(),
                  ]),
                ),
                raw,
              });
              callback();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });

  let server = create();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const boundPort = await listen(port);
  let listening = true;

  const stop = async () => {
    if (!listening) return;
    listening = false;
    // smtp-server's close() waits up to 30 s for clients to hang up; a pooled client never does.
    const connections = (server as unknown as { connections: Set<{ close(): void }> }).connections;
    for (const connection of connections) connection.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    port: boundPort,
    url: `smtp://tester:secret@127.0.0.1:${boundPort}`,
    received,
    refuse(reply) {
      refusal = reply;
    },
    stop,
    async start() {
      if (listening) return;
      server = create();
      await listen(boundPort);
      listening = true;
    },
    close: stop,
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ''));
}
