import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.ts';
import type { MailLogger } from './mailer.ts';
import { createOutboxMailer, MemoryOutboxStore } from './outbox-mailer.ts';

function recordingLogger() {
  const entries: { level: 'info' | 'warn'; details: Record<string, unknown>; message: string }[] =
    [];
  const logger: MailLogger = {
    info: (details, message) => void entries.push({ level: 'info', details, message }),
    warn: (details, message) => void entries.push({ level: 'warn', details, message }),
  };
  return { logger, entries };
}

const at = new Date('2025-03-01T08:00:00Z');

describe('outbox mailer', () => {
  it('stores each message with an id and time, newest first, and logs the body outside production', async () => {
    const store = new MemoryOutboxStore();
    const { logger, entries } = recordingLogger();
    const mailer = createOutboxMailer({ store, logger, logBodies: true, now: () => at });
    await mailer.send({ to: 'ama@example.com', subject: 'Code', text: 'Your code is 123456' });
    await mailer.send({
      to: 'kofi@example.com',
      subject: 'Reset',
      text: 'Reset code 654321',
      html: '<p>654321</p>',
    });

    const listed = await store.list(10);
    expect(listed.map((m) => m.to)).toEqual(['kofi@example.com', 'ama@example.com']);
    expect(listed[0]).toMatchObject({ subject: 'Reset', html: '<p>654321</p>', createdAt: at });
    expect(listed[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.list(1)).toHaveLength(1);
    expect(await store.list(0)).toEqual([]);
    expect(entries[0]).toMatchObject({
      level: 'info',
      details: { to: 'ama@example.com', subject: 'Code', text: 'Your code is 123456' },
    });
  });

  it('does not log bodies (live codes) in production, and warns that mail is not delivered', async () => {
    const { logger, entries } = recordingLogger();
    const mailer = createOutboxMailer({ store: new MemoryOutboxStore(), logger, logBodies: false });
    await mailer.send({ to: 'ama@example.com', subject: 'Code', text: 'Your code is 123456' });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.level).toBe('warn');
    expect(JSON.stringify(entries[0])).not.toContain('123456');
  });

  it('keeps only the newest messages up to its capacity', async () => {
    const store = new MemoryOutboxStore(3);
    const mailer = createOutboxMailer({ store, logger: recordingLogger().logger, logBodies: true });
    for (const n of [1, 2, 3, 4, 5])
      await mailer.send({ to: `u${n}@example.com`, subject: `#${n}`, text: '' });
    expect((await store.list(10)).map((m) => m.subject)).toEqual(['#5', '#4', '#3']);
  });

  it('is what createMailer picks without an SMTP URL, handing back the store', async () => {
    for (const smtpUrl of [null, undefined, '', '  ']) {
      const setup = createMailer({
        smtpUrl,
        from: 'no-reply@dawa.test',
        logger: recordingLogger().logger,
        isProduction: false,
      });
      if (setup.kind !== 'outbox') throw new Error(`expected outbox for ${String(smtpUrl)}`);
      await setup.mailer.send({ to: 'ama@example.com', subject: 'Hello', text: 'Hi' });
      expect((await setup.outbox.list(5)).map((m) => m.subject)).toEqual(['Hello']);
    }
  });

  it('accepts the Fastify logger as its logger', () => {
    const fastifyLogger = {} as FastifyBaseLogger;
    const logger: MailLogger = fastifyLogger;
    expect(logger).toBe(fastifyLogger);
  });
});
