import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as the SMTP server received it: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Refuses mail to these recipients for good (550), as a provider refuses an unknown mailbox. */
  refuse: Set<string>;
  /** Stops listening: the port then refuses connections, as a server that is down does. */
  stop(): Promise<void>;
  /** Listens again on the same port (nothing happens while it is listening). */
  start(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a local port, for tests: it accepts any sender,
 * no TLS or login, and keeps every mail it receives, parsed.
 */
export async function startSmtpSink(
  port = 0,
  options: {
    /**
     * Called with each mail once it is received and before the server answers 250: the sender does
     * not know yet that it went. A test waits here (a real provider takes a while per mail), or
     * kills the sender to leave a sent mail unmarked.
     */
    beforeAccepting?: (mail: ReceivedMail) => void | Promise<void>;
  } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | null = null;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Stopping is an outage: open connections (a pooled sender's) are dropped at once, with a 421.
      closeTimeout: 1,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address)) {
          const err = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          return callback(err);
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              messageId: parsed.messageId ?? "",
              parsed,
            };
            received.push(mail);
            await options.beforeAccepting?.(mail);
            callback();
          })
          .catch(callback);
      },
    });
  const sink: SmtpSink = {
    port,
    url: "",
    received,
    refuse,
    async start() {
      if (server) return;
      const starting = create();
      // Replies go out at once, as from a provider's server, not held back to join the next packet.
      starting.server.on("connection", (socket) => socket.setNoDelay(true));
      await new Promise<void>((resolve, reject) => {
        starting.once("error", reject);
        starting.listen(sink.port, "127.0.0.1", () => resolve());
      });
      server = starting;
      sink.port = (starting.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
