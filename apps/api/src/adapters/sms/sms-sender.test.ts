import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateway } from '../../test/fakes/fake-sms-gateway.ts';
import { createSmsSender } from './sms-sender.ts';

const logger = pino({ level: 'silent' });

describe('sms sender', async () => {
  const gateway = await startFakeSmsGateway('sms-key');
  const smsDir = await mkdtemp(path.join(tmpdir(), 'portal-sms-'));
  afterAll(async () => {
    await gateway.close();
    await rm(smsDir, { recursive: true, force: true });
  });

  it('posts {to, from, text} with the bearer key to the gateway', async () => {
    const sender = createSmsSender({
      smsUrl: `${gateway.url}/`,
      apiKey: 'sms-key',
      sender: 'Portal',
      smsDir,
      logger,
    });
    await sender.send({ to: '+4512345678', text: 'Hej' });
    expect(gateway.received).toEqual([{ to: '+4512345678', from: 'Portal', text: 'Hej' }]);
  });

  it('throws when the gateway refuses or is down', async () => {
    const wrongKey = createSmsSender({
      smsUrl: gateway.url,
      apiKey: 'nope',
      sender: 'Portal',
      smsDir,
      logger,
    });
    await expect(wrongKey.send({ to: '+4512345678', text: 'Hej' })).rejects.toThrow('401');
    gateway.fail(true);
    const sender = createSmsSender({
      smsUrl: gateway.url,
      apiKey: 'sms-key',
      sender: 'Portal',
      smsDir,
      logger,
    });
    await expect(sender.send({ to: '+4512345678', text: 'Hej' })).rejects.toThrow('503');
    gateway.fail(false);
  });

  it('writes each message to the sms folder without a gateway', async () => {
    const sender = createSmsSender({ sender: 'Portal', smsDir, logger });
    await sender.send({ to: '+4687654321', text: 'Välj en tid' });
    const [file] = await readdir(smsDir);
    expect(await readFile(path.join(smsDir, file ?? ''), 'utf8')).toBe(
      'From: Portal\nTo: +4687654321\n\nVälj en tid\n',
    );
  });
});
