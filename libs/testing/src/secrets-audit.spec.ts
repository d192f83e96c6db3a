import { mask, SecretIndex } from './secrets-audit';

describe('SecretIndex', () => {
  const key = `cvk_${'A1'.repeat(8)}_${'b2C'.repeat(12)}xy`;
  const password = 'pw-5d3c0c4e-8f1a-4e7b-9c2d-1a2b3c4d5e6f';
  const index = new SecretIndex([
    { kind: 'API key', value: key },
    { kind: 'console password', value: password },
    { kind: 'odd', value: 'has spaces in it' },
    { kind: 'too short to register', value: 'x' },
  ]);

  it('finds a registered secret inside any text, and says where and which kind, masked', () => {
    const found = index.scan(`{"msg":"login","password":"${password}"}`, 'app.log:3');
    expect(found).toEqual([{ kind: 'console password', where: 'app.log:3', masked: mask(password) }]);
    expect(found[0].masked).not.toContain(password.slice(6));
  });

  it('finds a secret that is not one token as it is', () => {
    expect(index.scan('note: has spaces in it.', 'row 1')).toEqual([
      expect.objectContaining({ kind: 'odd', where: 'row 1' }),
    ]);
  });

  it('finds a key by its shape even when nobody registered it, and a registered one only once', () => {
    const other = `cvk_${'Z9'.repeat(8)}_${'q'.repeat(38)}`;
    expect(index.scan(`Bearer ${other}`, 'x').map((f) => f.kind)).toEqual(['API key (by shape)']);
    expect(index.scan(`Bearer ${key}`, 'x').map((f) => f.kind)).toEqual(['API key']);
    expect(index.scan('whsec_' + 'A'.repeat(40), 'x').map((f) => f.kind)).toEqual([
      'webhook signing secret (by shape)',
    ]);
  });

  it('passes what only looks near a secret: a key prefix kept for display, a hash, a short value', () => {
    const prefix = key.slice(0, 21); // cvk_<id>_ : the public part stored for listing keys
    expect(index.scan(`{"prefix":"${prefix}","x":"x"}`, 'row')).toEqual([]);
    expect(index.scan(`password_hash=${password}extra`, 'row')).toEqual([]);
    expect(index.size).toBe(3);
  });
});
