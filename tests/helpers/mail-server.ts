import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server (the `smtp-server` package) in the test process, for tests and benchmarks of e-mail delivery:
// it receives what the app's SMTP client sends, parses each message (mailparser) and can refuse recipients, so
// delivery, refusal and retry are seen as a mail host sees them. And a webhook receiver, likewise real HTTP.

export type ReceivedMail = {
  /** Envelope recipients. */
  to: string[];
  receivedAt: number;
  raw: string;
  parsed: ParsedMail;
};

export type MailServer = {
  port: number;
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Answers RCPT TO for the recipients it matches with 451 (a temporary refusal), while it returns true. */
  refuse(predicate: ((recipient: string) => boolean) | null): void;
  /** Resolves with the first message received (or already there) that matches, or rejects after `timeoutMs`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
};

export async function startMailServer(port = 0): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing: ((recipient: string) => boolean) | null = null;

  const server = new SMTPServer({
    authOptional: true,
    // A plain local server: no TLS upgrade (the client would not trust a test certificate) and no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusing?.(address.address.toLowerCase())) {
        const error = Object.assign(new Error("Caixa de entrada ocupada, tente mais tarde"), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              receivedAt: Date.now(),
              raw,
              parsed,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    refuse(predicate) {
      refusing = predicate;
    },
    waitFor(predicate, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedHook = { body: string; headers: IncomingHttpHeaders; receivedAt: number };

export type WebhookReceiver = {
  url: string;
  requests: ReceivedHook[];
  /** The status answered (200 by default). */
  answerWith(status: number): void;
  waitFor(predicate: (hook: ReceivedHook) => boolean, timeoutMs?: number): Promise<ReceivedHook>;
  stop(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedHook[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        body: Buffer.concat(chunks).toString("utf8"),
        headers: request.headers,
        receivedAt: Date.now(),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads-token-secreto`,
    requests,
    answerWith(next) {
      status = next;
    },
    async waitFor(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching webhook within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
