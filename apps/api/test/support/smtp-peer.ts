import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP peer for mail tests (issue 42): it receives over TCP, parses every accepted mail
// with mailparser, and answers DATA with the codes a test queues (421, 451, 550) or holds it
// unanswered (a sender killed mid-send), before accepting normally.

export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  /** Replies for the next DATA commands, in order: a code fails it, 'hold' never answers. */
  queue: (number | 'hold')[];
  /** How many DATA commands reached the peer (accepted or not). */
  attempts: () => number;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const queue: (number | 'hold')[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      attempts++;
      const reply = queue.shift();
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (reply === 'hold') return;
        if (typeof reply === 'number') {
          const err = Object.assign(new Error(`refused with ${reply}`), { responseCode: reply });
          done(err);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          done();
        }, done);
      });
    },
  });
  // A sender killed mid-send resets its connection: expected here, not a failure of the peer.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    queue,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
