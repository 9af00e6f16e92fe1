import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app.ts';
import { as, createSignedInUser, randomIp, signupBody, uniqueEmail } from '../test/factories.ts';
import { BROKEN_TEXT } from './json-body.ts';

// A JSON body as a client writes it by hand: `\ud800` stays an escape in the text sent.
const rawJson = (body: object, field: string, text: string) =>
  JSON.stringify({ ...body, [field]: 'PLACEHOLDER' }).replace('PLACEHOLDER', text);

describe.each(databases())('JSON bodies (%s)', (driver) => {
  const t = useTestApp(driver);
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses text with a lone surrogate (it answered 500 where it reached a jsonb column)', async () => {
    const email = uniqueEmail('surrogate');
    const res = await post(
      '/api/signup',
      rawJson(signupBody(email), 'address', 'Bole \\ud800 Road'),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: BROKEN_TEXT });

    const { token } = await createSignedInUser(t.app, t.db);
    const shop = await t.app.inject({
      method: 'PUT',
      url: '/api/shop',
      headers: { ...as(token).headers, 'content-type': 'application/json' },
      payload:
        '{"name":"Shop","address":"Bole Road 12","city":"Addis Ababa",' +
        '"delivery_locations":[{"location_name":"\\udc00 Bole","time_range":"9-5"}]}',
    });
    expect(shop.statusCode, shop.body).toBe(400);
    expect(shop.json()).toMatchObject({ message: BROKEN_TEXT });
  });

  it('still accepts any well-formed text, emoji and Amharic included', async () => {
    const body = { ...signupBody(uniqueEmail('emoji')), address: 'ቦሌ መንገድ 12 🙂' };
    const res = await post('/api/signup', JSON.stringify(body));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps Fastify’s own refusals: prototype poisoning, broken and empty JSON', async () => {
    for (const payload of ['{"__proto__":{"isPlatformAdmin":true}}', '{"a":', '']) {
      const res = await post('/api/au', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});
