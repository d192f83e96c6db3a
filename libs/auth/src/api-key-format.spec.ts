import {
  API_KEY_PREFIX,
  displayPrefix,
  generateApiKey,
  hashApiKey,
  malformedKeyHint,
  parseApiKey,
} from './api-key-format';

describe('API key format', () => {
  it('generates cvk_<16>_<38> keys whose id parses back and whose hash is SHA-256', () => {
    const generated = generateApiKey();
    expect(generated.key).toMatch(/^cvk_[0-9A-Za-z]{16}_[0-9A-Za-z]{38}$/);
    expect(parseApiKey(generated.key)).toEqual({ id: generated.id, mode: 'live' });
    expect(generated.prefix).toBe(displayPrefix(generated.id, 'live'));
    expect(generated.prefix.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(generated.secretHash).toEqual(hashApiKey(generated.key));
    expect(generated.secretHash).toHaveLength(32);
  });

  it('generates test keys as cvk_test_<16>_<38>, parsed back as test, never taken for a live key', () => {
    const generated = generateApiKey('test');
    expect(generated.key).toMatch(/^cvk_test_[0-9A-Za-z]{16}_[0-9A-Za-z]{38}$/);
    expect(parseApiKey(generated.key)).toEqual({ id: generated.id, mode: 'test' });
    expect(generated.prefix).toBe(`cvk_test_${generated.id}`);
    // Dropping the mark leaves a string whose checksum no longer matches: not a live key either.
    expect(parseApiKey(generated.key.replace('cvk_test_', 'cvk_'))).toBeNull();
    expect(malformedKeyHint(generated.key.slice(0, -1))).toMatch(/63 characters long where keys are 64/);
  });

  it('never repeats itself (ids and secrets are random)', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateApiKey().key));
    const ids = new Set([...keys].map((k) => k.slice(4, 20)));
    expect(keys.size).toBe(2000);
    expect(ids.size).toBe(2000);
  });

  it('draws every base62 character with roughly equal frequency (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      for (const ch of generateApiKey().key.split('_')[2].slice(0, 32))
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (3000 * 32) / 62;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
  });

  it('rejects a key with any single character changed, thanks to the checksum', () => {
    const { key } = generateApiKey();
    for (let i = API_KEY_PREFIX.length; i < key.length; i++) {
      if (key[i] === '_') continue;
      const changed = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
      expect(parseApiKey(changed)).toBeNull();
    }
  });

  it.each(['', 'cvk_', 'sk_live_abc', 'cvk_short_secret', ' cvk_x', 'Bearer cvk_x'])(
    'rejects %p',
    (candidate) => {
      expect(parseApiKey(candidate)).toBeNull();
    },
  );

  it('rejects a truncated or extended key', () => {
    const { key } = generateApiKey();
    expect(parseApiKey(key.slice(0, -1))).toBeNull();
    expect(parseApiKey(`${key}x`)).toBeNull();
  });

  describe('malformedKeyHint', () => {
    const { key } = generateApiKey();
    const swap = (at: number) => key.slice(0, at) + (key[at] === 'a' ? 'b' : 'a') + key.slice(at + 1);

    it('tells a mistyped character by the checksum', () => {
      expect(malformedKeyHint(swap(30))).toMatch(/fails its checksum: a character was mistyped/);
    });

    it('tells a truncated or padded key by its length', () => {
      expect(malformedKeyHint(key.slice(0, -3))).toMatch(/56 characters long where keys are 59: .*cut short/);
      expect(malformedKeyHint(`${key}x`)).toMatch(/60 characters long/);
    });

    it('tells another kind of token, and characters keys never have', () => {
      expect(malformedKeyHint('eyJhbGciOi.jwt.token')).toMatch(/ours start with cvk_/);
      expect(malformedKeyHint(`${key.slice(0, 30)}-${key.slice(31)}`)).toMatch(/characters keys never have/);
    });
  });
});
