/**
 * A real SMTP server on loopback for tests (smtp-server), keeping every message it accepts
 * parsed with mailparser.
 *
 *   const peer = await startSmtpPeer();                 // plain SMTP on 127.0.0.1, random port
 *   const app = await buildTestApp({ SMTP_URL: peer.url });
 *   … letters are sent (app.mailSender.runOnce(), or the sender's own functions) …
 *   const [mail] = await peer.waitForMessages(1);       // → ReceivedMail
 *   mail.parsed.subject, mail.parsed.text, mail.parsed.html, mail.parsed.messageId,
 *   mail.to / mail.cc (addresses from the headers), mail.envelope.rcptTo (every RCPT TO)
 *   await peer.stop();
 *
 * Options: `auth: { user, pass }` demands a login (a wrong one is answered `535`); `from`: the
 * sender's address put in `url`. The peer speaks plain SMTP only (no STARTTLS, no TLS port).
 *
 * Programmable replies: each message reaching DATA takes the next step of the queue
 * (`peer.respond(step, …)`); with the queue empty it is accepted. A step is
 *   'accept'                          — `250 OK: message queued`;
 *   { code: 451, message: '…' }       — refuse the message with that reply (4xx or 5xx);
 *   'drop'                            — read the message, then cut the connection without a reply.
 * A refused or dropped message is not kept in `received`. `peer.accepted` counts the accepted.
 */
import net from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type PeerStep = 'accept' | 'drop' | { code: number; message: string };

export interface ReceivedMail {
  /** What the client said in MAIL FROM and RCPT TO (Cc and Bcc included). */
  envelope: { mailFrom: string; rcptTo: string[] };
  parsed: ParsedMail;
  /** Addresses of the To and Cc headers, lower-cased. */
  to: string[];
  cc: string[];
  /** The message exactly as it came over the wire. */
  raw: string;
}

export interface SmtpPeer {
  host: string;
  port: number;
  /** An SMTP_URL for this peer: plain (`?security=none`), with the peer's login if it has one. */
  url: string;
  received: ReceivedMail[];
  /** Messages accepted so far (equals `received.length`). */
  readonly accepted: number;
  /** Messages that reached DATA, accepted or not. */
  readonly attempts: number;
  /** Queues replies for the next messages, in order. */
  respond(...steps: PeerStep[]): void;
  /** Resolves with `received` once it holds at least `count` messages; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

export async function startSmtpPeer(
  options: { auth?: { user: string; pass: string }; from?: string } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const steps: PeerStep[] = [];
  let attempts = 0;
  const sockets = new Map<number, net.Socket>();
  const waiters: (() => void)[] = [];

  const serverOptions: SMTPServerOptions = {
    // Plain peers offer no STARTTLS: a client demanding it fails, as against such a real server.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts++;
        const step = steps.shift() ?? 'accept';
        if (step === 'drop') {
          sockets.get(session.remotePort)?.destroy();
          return;
        }
        if (step !== 'accept') {
          callback(Object.assign(new Error(step.message), { responseCode: step.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              envelope: {
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                rcptTo: session.envelope.rcptTo.map((r) => r.address),
              },
              parsed,
              to: addresses(parsed.to),
              cc: addresses(parsed.cc),
              raw,
            });
            callback(null, 'OK: message queued');
            for (const wake of waiters.splice(0)) wake();
          },
          (err: Error) => callback(err),
        );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  server.on('error', () => {});
  // The sockets by client port, so a step can cut the connection the message came over.
  server.server.on('connection', (socket: net.Socket) => {
    const port = socket.remotePort!;
    sockets.set(port, socket);
    socket.on('close', () => sockets.delete(port));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as net.AddressInfo).port;
  const login = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  const from = options.from ?? 'tender@bank.example.ua';

  return {
    host: '127.0.0.1',
    port,
    url: `smtp://${login}127.0.0.1:${port}?security=none&from=${encodeURIComponent(from)}`,
    received,
    get accepted() {
      return received.length;
    },
    get attempts() {
      return attempts;
    },
    respond: (...next) => void steps.push(...next),
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the SMTP peer got ${received.length} of ${count} messages`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length < count) return void waiters.push(check);
          clearTimeout(timer);
          resolve(received);
        };
        check();
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.values()) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}
