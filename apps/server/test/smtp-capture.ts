// A real SMTP server on loopback that keeps every message it receives, parsed (smtp-server + mailparser): the API tests
// and the browser specs that send e-mail point a company's SMTP settings at it (MACHINE-NOTES "SMTP in tests").
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { type SMTPServerOptions, SMTPServer } from 'smtp-server';

export type TCapturedMail = ParsedMail & { envelopeTo: string[] };

export type TSmtpCapture = { port: number; received: TCapturedMail[]; close: () => Promise<void> };

/** Starts the server on a free port. `options` adds to the defaults (no TLS, no auth needed), e.g. onAuth or onRcptTo. */
export const startSmtpCapture = async (options: Partial<SMTPServerOptions> = {}): Promise<TSmtpCapture> => {
  const received: TCapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    ...options,
    onData: (stream, session, cb) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
