import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of the mail path. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let failNext = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (failNext) {
        failNext = false;
        stream.resume();
        return callback(new Error('mailbox unavailable'));
      }
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            ...(mail.replyTo ? { replyTo: mail.replyTo.text } : {}),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message is refused, as a full or broken mail server would. */
    failNextMessage() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
