import { createServer, type Server, type Socket } from 'node:net';

/** A message as the test server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section: headers, a blank line, the body (dot-stuffing undone). */
  data: string;
  /** The body of a single-part message, its transfer encoding undone. */
  text: string;
}

/** The text of a single-part message: quoted-printable or base64 decoded, else as it is. */
function bodyText(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const headers = split === -1 ? data : data.slice(0, split);
  const body = split === -1 ? '' : data.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** Recipients refused with 550 from now on (others are accepted). */
  refuse(recipient: string): void;
  accept(recipient: string): void;
  close(): Promise<void>;
}

/**
 * Just enough of an SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) on a real
 * local socket, for tests to send through the real nodemailer transport. No STARTTLS, no AUTH.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let dataLines: string[] = [];
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          const data = dataLines.join('\r\n');
          received.push({ from, to, data, text: bodyText(data) });
          reply('250 2.0.0 Ok: queued');
        } else {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
      switch (verb) {
        case 'EHLO':
        case 'HELO':
          reply('250 test.smtp.local');
          return;
        case 'MAIL':
          from = address;
          to = [];
          reply('250 2.1.0 Ok');
          return;
        case 'RCPT':
          if (refused.has(address.toLowerCase())) {
            reply('550 5.1.1 Mailbox unavailable');
            return;
          }
          to.push(address);
          reply('250 2.1.5 Ok');
          return;
        case 'DATA':
          inData = true;
          dataLines = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
          return;
        case 'RSET':
          from = '';
          to = [];
          reply('250 2.0.0 Ok');
          return;
        case 'NOOP':
          reply('250 2.0.0 Ok');
          return;
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          reply('502 5.5.2 Command not implemented');
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        handle(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
      }
    });
    reply('220 test.smtp.local ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuse: (recipient) => refused.add(recipient.toLowerCase()),
    accept: (recipient) => refused.delete(recipient.toLowerCase()),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
