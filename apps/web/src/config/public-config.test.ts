import { describe, expect, it } from 'vitest';
import { ZPublicConfig, type TPublicConfig } from '@dawa/contract';
import {
  CONFIG_META_NAME,
  DEFAULT_PUBLIC_CONFIG,
  brandName,
  publicConfig,
  readPublicConfig,
} from './public-config.ts';

/** A document whose head carries the config tag with this exact content (or no tag at all). */
function docWith(content?: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', CONFIG_META_NAME);
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

const FULL: TPublicConfig = {
  productName: 'Dawa',
  city: 'Adama',
  googleClientId: 'client-123.apps.googleusercontent.com',
  googleIssuer: 'http://127.0.0.1:5555',
  requestSource: 'marketplace',
  forbiddenRedirect: '/no-access',
  sessionTimeoutMs: 15 * 60_000,
  pageGateMs: 500,
  supportEmail: 'help@dawa.example',
  supportPhone: '+251 11 123 4567',
};

describe('DEFAULT_PUBLIC_CONFIG', () => {
  it('holds the spec defaults and satisfies the contract schema', () => {
    expect(DEFAULT_PUBLIC_CONFIG).toMatchObject({
      productName: 'Dawa',
      googleClientId: null,
      requestSource: 'dashboard',
      forbiddenRedirect: '/',
      pageGateMs: 1000,
    });
    expect(ZPublicConfig.safeParse(DEFAULT_PUBLIC_CONFIG).success).toBe(true);
  });

  it('is what the app reads under a test document without the tag', () => {
    expect(publicConfig).toEqual(DEFAULT_PUBLIC_CONFIG);
  });
});

describe('readPublicConfig', () => {
  it('falls back to the defaults without the tag or with an empty one', () => {
    expect(readPublicConfig(docWith())).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(readPublicConfig(docWith(''))).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('reads a complete configuration', () => {
    expect(readPublicConfig(docWith(JSON.stringify(FULL)))).toEqual(FULL);
  });

  it('reads the document it is given, else the page', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', CONFIG_META_NAME);
    meta.setAttribute('content', JSON.stringify({ city: 'Hawassa' }));
    document.head.append(meta);
    try {
      expect(readPublicConfig().city).toBe('Hawassa');
    } finally {
      meta.remove();
    }
  });

  it('fills missing fields from the defaults', () => {
    expect(readPublicConfig(docWith(JSON.stringify({ city: 'Bahir Dar' })))).toEqual({
      ...DEFAULT_PUBLIC_CONFIG,
      city: 'Bahir Dar',
    });
  });

  it.each(['{not json', 'null', '42', '"text"', 'true', '[]', '[1,2]'])(
    'falls back to the defaults for %j',
    (content) => expect(readPublicConfig(docWith(content))).toEqual(DEFAULT_PUBLIC_CONFIG),
  );

  it('ignores fields of the wrong type, keeping the good ones', () => {
    const config = readPublicConfig(
      docWith(
        JSON.stringify({
          city: 12,
          productName: null,
          requestSource: ['marketplace'],
          sessionTimeoutMs: '900000',
          pageGateMs: true,
          googleClientId: 42,
          forbiddenRedirect: '/elsewhere',
        }),
      ),
    );
    expect(config).toEqual({ ...DEFAULT_PUBLIC_CONFIG, forbiddenRedirect: '/elsewhere' });
  });

  it('accepts a null or string Google client id', () => {
    const withId = { ...FULL, googleClientId: 'abc' };
    expect(readPublicConfig(docWith(JSON.stringify(withId))).googleClientId).toBe('abc');
    const without = { ...FULL, googleClientId: null };
    expect(readPublicConfig(docWith(JSON.stringify(without))).googleClientId).toBeNull();
  });

  it.each([
    ['zero session timeout', { sessionTimeoutMs: 0 }],
    ['negative session timeout', { sessionTimeoutMs: -60_000 }],
    ['fractional session timeout', { sessionTimeoutMs: 1.5 }],
    ['negative page gate', { pageGateMs: -1 }],
    ['fractional page gate', { pageGateMs: 0.5 }],
    ['huge page gate', { pageGateMs: 1e300 }],
  ])('ignores a %s', (_label, patch) => {
    const config = readPublicConfig(docWith(JSON.stringify(patch)));
    expect(config).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('accepts a zero page gate (no gate)', () => {
    expect(readPublicConfig(docWith(JSON.stringify({ pageGateMs: 0 }))).pageGateMs).toBe(0);
  });

  it('drops keys the configuration does not know', () => {
    const config = readPublicConfig(docWith(JSON.stringify({ ...FULL, apiSecret: 'x' })));
    expect(config).not.toHaveProperty('apiSecret');
  });

  it('always returns something the contract schema accepts', () => {
    for (const content of [
      JSON.stringify(FULL),
      JSON.stringify({ sessionTimeoutMs: 0, pageGateMs: -5 }),
      JSON.stringify({ sessionTimeoutMs: 2.5 }),
    ]) {
      expect(ZPublicConfig.safeParse(readPublicConfig(docWith(content))).success, content).toBe(
        true,
      );
    }
  });
});

describe('brandName', () => {
  it('joins the product name and the city', () => {
    expect(brandName({ ...FULL, productName: 'Dawa', city: 'Adama' })).toBe('Dawa Adama');
    expect(brandName()).toBe(`${DEFAULT_PUBLIC_CONFIG.productName} ${DEFAULT_PUBLIC_CONFIG.city}`);
  });
});
