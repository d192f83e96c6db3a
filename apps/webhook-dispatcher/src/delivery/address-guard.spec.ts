import { LookupAddress } from 'node:dns';
import { AddressGuard, AddressRefusedError, ipLiteral, LookupOptions } from './address-guard';

// Nothing here opens a connection: addresses are checked as strings, and lookups run on a
// stubbed resolver.

const REFUSED_V4: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.0.1', 'private'],
  ['192.168.255.255', 'private'],
  ['169.254.169.254', 'link-local'],
  ['169.254.0.1', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.2.10', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
];

const REFUSED_V6: [string, string][] = [
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['2002:7f00:1::1', '6to4'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['fec0::1', 'site-local'],
  ['::7f00:1', 'outside IPv6 global unicast'],
  ['100::1', 'special-purpose'],
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '172.15.255.255',
  '100.63.255.255',
  '100.128.0.1',
  '169.255.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200e',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '64:ff9b::808:808',
];

/** The forms of an IPv4 address that IPv6 stacks route to it. */
function ipv6Forms(v4: string): string[] {
  const [a, b, c, d] = v4.split('.').map(Number);
  const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  return [`::ffff:${v4}`, `::ffff:${hex}`, `0:0:0:0:0:ffff:${hex}`, `64:ff9b::${v4}`, `::ffff:0:${v4}`];
}

describe('AddressGuard.refusal', () => {
  const guard = new AddressGuard('');

  it.each(REFUSED_V4)('refuses %s (%s)', (address, kind) => {
    expect(guard.refusal(address)).toContain(kind);
  });

  it.each(REFUSED_V4)('refuses the IPv6 forms of %s', (address, kind) => {
    for (const form of ipv6Forms(address)) {
      const refusal = guard.refusal(form);
      expect(refusal).toContain(kind);
      expect(refusal).toContain(`IPv6 form of ${address}`);
    }
  });

  it.each(REFUSED_V6)('refuses %s (%s)', (address, kind) => {
    expect(guard.refusal(address)).toContain(kind);
  });

  it.each(PUBLIC)('accepts the public address %s', (address) => {
    expect(guard.refusal(address)).toBeNull();
  });

  it('says why, and how an operator can allow it', () => {
    expect(guard.refusal('127.0.0.1')).toBe(
      'refused: 127.0.0.1 is a loopback address; deliveries only reach public addresses (WEBHOOK_ALLOWED_CIDRS allows others)',
    );
    expect(guard.refusal('::ffff:7f00:1')).toBe(
      'refused: ::ffff:7f00:1 is a loopback address in an IPv6 form of 127.0.0.1; deliveries only reach public addresses (WEBHOOK_ALLOWED_CIDRS allows others)',
    );
  });

  it('refuses what is not an address', () => {
    expect(guard.refusal('example.com')).toBe('refused: example.com is not an IP address');
  });
});

describe('AddressGuard allow-list (WEBHOOK_ALLOWED_CIDRS)', () => {
  const guard = new AddressGuard('127.0.0.0/8, 10.20.0.0/16,fd00::/8');

  it('lets addresses inside the listed ranges through', () => {
    expect(guard.refusal('127.0.0.1')).toBeNull();
    expect(guard.refusal('127.9.9.9')).toBeNull();
    expect(guard.refusal('10.20.3.4')).toBeNull();
    expect(guard.refusal('fd00::1')).toBeNull();
  });

  it('covers the IPv4-mapped forms of a listed IPv4 range', () => {
    expect(guard.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(guard.refusal('::ffff:a14:304')).toBeNull();
  });

  it('still refuses what is outside them', () => {
    expect(guard.refusal('10.21.0.1')).toContain('private');
    expect(guard.refusal('::1')).toContain('loopback');
    expect(guard.refusal('fc00::1')).toContain('unique local');
    expect(guard.refusal('169.254.169.254')).toContain('link-local');
  });

  it('accepts an IPv6 range of IPv4-mapped addresses for IPv4 addresses too', () => {
    const mapped = new AddressGuard('::ffff:192.168.0.0/112');
    expect(mapped.refusal('192.168.3.4')).toBeNull();
    expect(mapped.refusal('192.169.0.1')).toBeNull(); // public anyway
    expect(mapped.refusal('10.0.0.1')).toContain('private');
  });

  it('rejects a malformed range at start-up, naming the variable', () => {
    expect(() => new AddressGuard('10.0.0.0/8,300.1.2.3/8')).toThrow(
      'WEBHOOK_ALLOWED_CIDRS: "300.1.2.3/8" is not a CIDR',
    );
  });
});

describe('AddressGuard.lookup (stubbed DNS)', () => {
  function answers(...addresses: string[]): LookupAddress[] {
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }

  function lookup(
    guard: AddressGuard,
    hostname: string,
    options: LookupOptions,
  ): Promise<{ err: Error | null; address: unknown; family?: number }> {
    return new Promise((resolve) =>
      guard.lookup(hostname, options, (err, address, family) => resolve({ err, address, family })),
    );
  }

  function stub(table: Record<string, string[]>) {
    const calls: string[] = [];
    const resolver = async (hostname: string) => {
      calls.push(hostname);
      const found = table[hostname];
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return answers(...found);
    };
    return { resolver, calls };
  }

  it('hands back the checked public answers, resolving the name once', async () => {
    const { resolver, calls } = stub({ 'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'] });
    const guard = new AddressGuard('', resolver);
    const result = await lookup(guard, 'hooks.example.com', { all: true });
    expect(result.err).toBeNull();
    expect(result.address).toEqual(answers('93.184.216.34', '2606:2800:220:1::1'));
    expect(calls).toEqual(['hooks.example.com']);
  });

  it('answers in the single-address form when not asked for all', async () => {
    const { resolver } = stub({ 'hooks.example.com': ['2606:2800:220:1::1', '93.184.216.34'] });
    const guard = new AddressGuard('', resolver);
    expect(await lookup(guard, 'hooks.example.com', {})).toEqual({
      err: null,
      address: '2606:2800:220:1::1',
      family: 6,
    });
    expect(await lookup(guard, 'hooks.example.com', { family: 4 })).toEqual({
      err: null,
      address: '93.184.216.34',
      family: 4,
    });
  });

  it.each([
    ['localhost', ['127.0.0.1', '::1']],
    ['metadata.internal', ['169.254.169.254']],
    ['intranet.example.com', ['10.0.0.5']],
    ['cgnat.example.com', ['100.64.1.1']],
    ['mapped.example.com', ['::ffff:127.0.0.1']],
    ['ula.example.com', ['fd00::5']],
  ])('fails the connection when every answer for %s is refused', async (hostname, found) => {
    const { resolver } = stub({ [hostname]: found });
    const guard = new AddressGuard('', resolver);
    const { err } = await lookup(guard, hostname, { all: true });
    expect(err).toBeInstanceOf(AddressRefusedError);
    expect(err!.message).toMatch(
      new RegExp(`^refused: ${hostname} resolves to ${found.join(', ')}: \\S+ is a `),
    );
  });

  it('drops refused answers and connects only to the checked ones (a rebinding name)', async () => {
    const { resolver } = stub({ 'rebind.example.com': ['127.0.0.1', '93.184.216.34', '10.0.0.1'] });
    const guard = new AddressGuard('', resolver);
    const result = await lookup(guard, 'rebind.example.com', { all: true });
    expect(result.address).toEqual(answers('93.184.216.34'));
  });

  it('lets allow-listed answers through', async () => {
    const { resolver } = stub({ localhost: ['127.0.0.1', '::1'] });
    const guard = new AddressGuard('127.0.0.0/8', resolver);
    const result = await lookup(guard, 'localhost', { all: true });
    expect(result.address).toEqual(answers('127.0.0.1'));
  });

  it('passes resolution failures on as they are', async () => {
    const { resolver } = stub({});
    const guard = new AddressGuard('', resolver);
    const { err } = await lookup(guard, 'nowhere.invalid', { all: true });
    expect(err).not.toBeInstanceOf(AddressRefusedError);
    expect((err as NodeJS.ErrnoException).code).toBe('ENOTFOUND');
  });
});

describe('ipLiteral', () => {
  it('finds IP-literal hosts as WHATWG URL spells them', () => {
    expect(ipLiteral(new URL('http://127.0.0.1:8080/x').hostname)).toBe('127.0.0.1');
    expect(ipLiteral(new URL('http://[::1]/').hostname)).toBe('::1');
    expect(ipLiteral(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
    expect(ipLiteral(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
    expect(ipLiteral(new URL('http://0x7f.1/').hostname)).toBe('127.0.0.1');
    expect(ipLiteral(new URL('https://hooks.example.com/').hostname)).toBeNull();
  });
});
