// A local SMTP server for adapter tests: speaks enough ESMTP for nodemailer (no TLS, no auth)
// and keeps what it receives. `rejectRecipients` makes it refuse every RCPT, as a server does
// for an unknown mailbox.
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and MIME body), dot-unstuffed. */
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  received: ReceivedMail[];
  rejectRecipients: boolean;
  close(): Promise<void>;
}

const session = (socket: Socket, server: FakeSmtpServer) => {
  let buffer = '';
  let inData = false;
  let current: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO') return reply('250-fake.local\r\n250 8BITMIME');
    if (verb === 'HELO' || verb === 'NOOP') return reply('250 OK');
    if (verb === 'RSET') return ((current = { from: '', to: [], data: '' }), reply('250 OK'));
    if (verb === 'MAIL') return ((current.from = line.replace(/^MAIL FROM:\s*/i, '')), reply('250 OK'));
    if (verb === 'RCPT') {
      if (server.rejectRecipients) return reply('550 5.1.1 No such mailbox');
      return (current.to.push(line.replace(/^RCPT TO:\s*/i, '')), reply('250 OK'));
    }
    if (verb === 'DATA') return ((inData = true), reply('354 End data with <CR><LF>.<CR><LF>'));
    if (verb === 'QUIT') return (reply('221 Bye'), socket.end());
    return reply('502 Command not implemented');
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
        buffer = buffer.slice(end + 5);
        inData = false;
        server.received.push(current);
        current = { from: '', to: [], data: '' };
        reply('250 OK queued');
        continue;
      }
      const end = buffer.indexOf('\r\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      command(line);
    }
  });
  socket.on('error', () => {});
  reply('220 fake.local ESMTP');
};

export const startFakeSmtpServer = async (): Promise<FakeSmtpServer> => {
  let tcp: Server;
  const fake: FakeSmtpServer = {
    url: '',
    received: [],
    rejectRecipients: false,
    close: () => new Promise<void>((resolve) => tcp.close(() => resolve())),
  };
  tcp = createServer((socket) => session(socket, fake));
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const address = tcp.address();
  fake.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return fake;
};
