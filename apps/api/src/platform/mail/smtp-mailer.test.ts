import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../testing/local-smtp-server.ts';
import { createMailer } from './create-mailer.ts';
import { createSmtpMailer, type SmtpMailer } from './smtp-mailer.ts';

let smtp: LocalSmtpServer;
let mailer: SmtpMailer;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  mailer = createSmtpMailer({ url: smtp.url, from: 'Dawa <no-reply@dawa.test>' });
});
afterAll(async () => {
  mailer.close();
  await smtp.stop();
});

describe('SMTP mailer against a real local SMTP server', () => {
  it('connects and delivers a text message with sender, subject and body', async () => {
    await mailer.verify();
    await mailer.send({
      to: 'ama@example.com',
      subject: 'Your Dawa code',
      text: 'Your code is 004217. It expires in 10 minutes.',
    });
    const mail = await smtp.waitForMail('ama@example.com');
    expect(mail).toMatchObject({
      recipients: ['ama@example.com'],
      from: 'no-reply@dawa.test',
      fromName: 'Dawa',
      subject: 'Your Dawa code',
      html: null,
    });
    expect(mail.text.trim()).toBe('Your code is 004217. It expires in 10 minutes.');
  });

  it('delivers the HTML alternative and non-ASCII text intact', async () => {
    await mailer.send({
      to: 'Kofi@Example.com',
      subject: 'Réinitialiser — ሰላም',
      text: 'ሰላም 👋',
      html: '<p>ሰላም <b>👋</b></p>',
    });
    const mail = await smtp.waitForMail('kofi@example.com');
    expect(mail.subject).toBe('Réinitialiser — ሰላም');
    expect(mail.text.trim()).toBe('ሰላም 👋');
    expect(mail.html).toContain('<p>ሰላም <b>👋</b></p>');
  });

  it('keeps a CR/LF in the subject from injecting headers', async () => {
    await mailer.send({
      to: 'eve@example.com',
      subject: 'Hi\r\nBcc: victim@example.com',
      text: 'x',
    });
    const mail = await smtp.waitForMail('eve@example.com');
    expect(mail.recipients).toEqual(['eve@example.com']);
    expect(mail.subject).not.toContain('\n');
  });

  it('is what createMailer picks when an SMTP URL is configured', async () => {
    const logs: string[] = [];
    const log = (_details: Record<string, unknown>, message: string) => void logs.push(message);
    const setup = createMailer({
      smtpUrl: smtp.url,
      from: 'Dawa <no-reply@dawa.test>',
      logger: { info: log, warn: log },
      isProduction: true,
    });
    expect(setup.kind).toBe('smtp');
    await setup.mailer.send({ to: 'abena@example.com', subject: 'Picked', text: 'by URL' });
    expect((await smtp.waitForMail('abena@example.com')).subject).toBe('Picked');
    expect(logs).toEqual([]);
    if (setup.kind === 'smtp') setup.mailer.close();
  });

  it('rejects when the SMTP server is unreachable', async () => {
    const dead = createSmtpMailer({
      url: 'smtp://127.0.0.1:1',
      from: 'no-reply@dawa.test',
      timeoutMs: 2_000,
    });
    await expect(dead.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    dead.close();
  });

  it('times out waiting for mail that never comes', async () => {
    await expect(smtp.waitForMail('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      /No mail to nobody@example.com/,
    );
  });
});
