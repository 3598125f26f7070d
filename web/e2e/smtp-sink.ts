// A tiny SMTP server for the browser tests: it takes every mail (EHLO, MAIL, RCPT, DATA, QUIT; no STARTTLS
// offered, so the server sends in the clear) and keeps it, so a test can read the links the server mailed.
import { createServer, type AddressInfo, type Server } from 'node:net';

export interface ReceivedMail { to: string[]; data: string }

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server: Server | null = null;

  /** Listens on a free loopback port; gives the port. */
  async start(): Promise<number> {
    this.server = createServer(socket => {
      socket.setEncoding('utf8');
      let buffer = '';
      let inData = false;
      let to: string[] = [];
      socket.write('220 sink ESMTP\r\n');
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            this.mails.push({ to, data: buffer.slice(0, end).replace(/^\.\./gm, '.') });
            buffer = buffer.slice(end + 5);
            inData = false;
            to = [];
            socket.write('250 queued\r\n');
            continue;
          }
          const eol = buffer.indexOf('\r\n');
          if (eol < 0) return;
          const line = buffer.slice(0, eol);
          buffer = buffer.slice(eol + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
          else if (verb === 'RCPT') { to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1')); socket.write('250 ok\r\n'); }
          else if (verb === 'DATA') { inData = true; socket.write('354 go on\r\n'); }
          else if (verb === 'QUIT') { socket.end('221 bye\r\n'); return; }
          else socket.write('250 ok\r\n'); // HELO, MAIL, RSET, NOOP
        }
      });
    });
    await new Promise<void>(resolve => this.server?.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** The body of the first mail to `address` that holds `text` (quoted-printable undone), waiting up to 20 s. */
  async waitFor(address: string, text: string): Promise<string> {
    for (let waited = 0; waited < 20_000; waited += 100) {
      for (const mail of this.mails) {
        const body = decode(mail.data);
        if (mail.to.includes(address) && body.includes(text)) return body;
      }
      await new Promise(resolve => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${address} with "${text}"; got ${this.mails.length} mails`);
  }

  async stop(): Promise<void> {
    await new Promise(resolve => this.server?.close(resolve));
  }
}

/** A mail's text with quoted-printable soft breaks and escapes undone (plain 7-bit text is left as it is). */
function decode(data: string): string {
  if (!/Content-Transfer-Encoding:\s*quoted-printable/i.test(data)) return data;
  return data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
