import { createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { httpSmsSender, smtpSender } from './providers';

/** A minimal SMTP server on loopback that keeps what it receives. */
function smtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    socket.write('220 test ESMTP\r\n');
    let data = false;
    let buf = '';
    socket.on('data', (chunk) => {
      buf += chunk.toString();
      if (data) {
        const end = buf.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buf.slice(0, end));
        buf = buf.slice(end + 5);
        data = false;
        socket.write('250 queued\r\n');
      }
      let nl: number;
      while (!data && (nl = buf.indexOf('\r\n')) !== -1) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMS and e-mail providers', () => {
  test('the HTTP SMS sender posts a signed message the gateway can verify', async () => {
    const secret = 'sms-gateway-secret-123456';
    let verified = false;
    let text = '';
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const expected = createHmac('sha256', secret).update(`${req.headers['x-jade-timestamp']}.${body}`).digest('hex');
        verified = expected === req.headers['x-jade-signature'];
        text = JSON.parse(body).text;
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await httpSmsSender(`http://127.0.0.1:${port}/sms`, secret).deliver({
      channel: 'sms',
      recipient: '+9779800000001',
      body: 'Code 123456',
    });
    server.close();
    expect(verified).toBe(true);
    expect(text).toBe('Code 123456');
  });

  test('the HTTP SMS sender reports a refusing gateway', async () => {
    const server = http.createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const send = httpSmsSender(`http://127.0.0.1:${port}/`, 'sms-gateway-secret-123456').deliver({
      channel: 'sms',
      recipient: '+1',
      body: 'x',
    });
    await expect(send).rejects.toThrow('503');
    server.close();
  });

  test('the SMTP sender delivers through an SMTP server', async () => {
    const { server, received } = smtpServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await smtpSender(`smtp://127.0.0.1:${port}`, 'Jade <no-reply@jade.test>').deliver({
      channel: 'email',
      recipient: 'demo01@example.com',
      subject: 'Reset your password',
      body: 'Open this link',
    });
    server.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Reset your password');
    expect(received[0]).toContain('Open this link');
  });
});
