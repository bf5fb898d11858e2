// The alert-service fakes refuse what the real services refuse (their documented errors), so a
// body Hearth gets wrong fails a test instead of passing against a lenient fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertServices, type AlertServices } from '../fixtures/alert-services.js';

let fake: AlertServices;
beforeAll(async () => {
  fake = await startAlertServices();
});
afterAll(() => fake.close());

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${fake.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
};

describe('the alert-service fakes', () => {
  it('ntfy: a topic is required and valid, priority 1-5, the protected topic needs its token', async () => {
    expect(await post('/ntfy/', { message: 'x' })).toMatchObject({ status: 400, text: expect.stringContaining('40009') as string });
    expect(await post('/ntfy/', { topic: 'a b', message: 'x' })).toMatchObject({ status: 400 });
    expect(await post('/ntfy/', { topic: 'alerts', priority: 9 })).toMatchObject({ status: 400, text: expect.stringContaining('40007') as string });
    expect(await post('/ntfy/', 'not json')).toMatchObject({ status: 400, text: expect.stringContaining('40024') as string });
    expect(await post('/ntfy/', { topic: 'protected', message: 'x' })).toMatchObject({ status: 403, text: expect.stringContaining('40301') as string });
    expect(await post('/ntfy/', { topic: 'protected', message: 'x' }, { authorization: `Bearer ${fake.ntfyToken}` })).toMatchObject({ status: 200 });
  });

  it('Gotify: 401 without a token, 403 with a wrong one, 400 without a message', async () => {
    expect((await post('/gotify/message', { message: 'x' })).status).toBe(401);
    expect((await post('/gotify/message', { message: 'x' }, { 'x-gotify-key': 'nope' })).status).toBe(403);
    expect(await post('/gotify/message', { title: 'x' }, { 'x-gotify-key': fake.gotifyToken })).toMatchObject({ status: 400, text: expect.stringContaining("Field 'message' is required") as string });
    expect((await post(`/gotify/message?token=${fake.gotifyToken}`, { message: 'x' })).status).toBe(200);
  });

  it('Discord: an empty message is refused (50006), embeds past their limits too, success is 204', async () => {
    expect(await post(fake.discordPath, { username: 'Hearth' })).toMatchObject({ status: 400, text: expect.stringContaining('50006') as string });
    expect((await post(fake.discordPath, { embeds: [{ title: 't'.repeat(257) }] })).status).toBe(400);
    expect((await post('/discord/api/webhooks/1/wrong', { content: 'x' })).status).toBe(401);
    expect((await post(fake.discordPath, { content: 'x' })).status).toBe(204);
  });

  it('Slack: no_text, invalid_payload and no_service as plain text', async () => {
    expect(await post(fake.slackPath, {})).toEqual({ status: 400, text: 'no_text' });
    expect(await post(fake.slackPath, 'x=1')).toEqual({ status: 400, text: 'invalid_payload' });
    expect(await post('/slack/services/nope', { text: 'x' })).toEqual({ status: 404, text: 'no_service' });
    expect(await post(fake.slackPath, { text: 'x' })).toEqual({ status: 200, text: 'ok' });
  });

  it('Telegram: Unauthorized for a wrong token, chat not found, empty text', async () => {
    expect((await post('/telegram/bot1:x/sendMessage', { chat_id: fake.telegramChat, text: 'x' })).status).toBe(401);
    expect(await post(`/telegram/bot${fake.telegramToken}/sendMessage`, { chat_id: 1, text: 'x' })).toMatchObject({ status: 400, text: expect.stringContaining('chat not found') as string });
    expect(await post(`/telegram/bot${fake.telegramToken}/sendMessage`, { chat_id: fake.telegramChat, text: ' ' })).toMatchObject({ status: 400, text: expect.stringContaining('message text is empty') as string });
    expect((await post(`/telegram/bot${fake.telegramToken}/sendMessage`, { chat_id: fake.telegramChat, text: 'x' })).status).toBe(200);
  });

  it('records only what it accepted', () => {
    expect(fake.received.map((r) => r.service)).toEqual(['ntfy', 'gotify', 'discord', 'slack', 'telegram']);
  });
});
