import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import * as ipaddr from 'ipaddr.js';

/**
 * The SSRF guard (docs/architecture.md#ssrf-guard): which addresses a delivery may connect to.
 *
 * - `refusal(address)` answers null for a public unicast address, and otherwise a sentence for
 *   the integrator saying why not. Refused: everything ipaddr.js does not call `unicast` (IPv4:
 *   0/8, loopback, private, link-local with the cloud metadata address, CGNAT 100.64/10, multicast,
 *   reserved, broadcast; IPv6: unspecified, loopback, unique local fc00::/7, link-local fe80::/10,
 *   multicast, documentation, 6to4, Teredo, ...), and any IPv6 outside global unicast 2000::/3 (the
 *   deprecated IPv4-compatible ::a.b.c.d among them). The IPv4-mapped (::ffff:a.b.c.d), IPv4-
 *   translated and NAT64 (64:ff9b::/96) forms are judged by the IPv4 address they carry, so
 *   ::ffff:127.0.0.1 is refused as loopback and ::ffff:8.8.8.8 passes as 8.8.8.8 would.
 * - The operator's allow-list (WEBHOOK_ALLOWED_CIDRS) overrides a refusal for addresses inside its
 *   ranges (an IPv4 range also covers the IPv4-mapped forms of its addresses).
 * - `lookup` is a drop-in for dns.lookup that net/tls (through undici's connector) call to resolve
 *   a host name: it resolves the name once, drops the answers refused here, and hands back only
 *   checked addresses, which are exactly the ones the socket then connects to; so a name that
 *   answers differently on a second query (DNS rebinding) cannot slip past. If every answer is
 *   refused, the connection fails with an AddressRefusedError carrying the first refusal.
 * - Node does not call `lookup` for an IP-literal host (`http://127.0.0.1/`, `http://[::1]/`):
 *   the sender checks those itself with `refusal` before sending.
 */
export class AddressGuard {
  private readonly allowed: [ipaddr.IPv4 | ipaddr.IPv6, number][];

  constructor(
    allowedCidrs: string,
    private readonly resolve: Resolver = systemResolver,
  ) {
    this.allowed = allowedCidrs
      .split(',')
      .map((cidr) => cidr.trim())
      .filter(Boolean)
      .map((cidr) => {
        try {
          return ipaddr.parseCIDR(cidr);
        } catch {
          throw new Error(`WEBHOOK_ALLOWED_CIDRS: "${cidr}" is not a CIDR such as 10.0.0.0/8 or fd00::/8`);
        }
      });
  }

  /** Null if a delivery may connect to this address; otherwise why not, as the integrator reads it. */
  refusal(address: string): string | null {
    let parsed: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      parsed = ipaddr.parse(address);
    } catch {
      return `refused: ${address} is not an IP address`;
    }
    if (this.isAllowListed(parsed)) return null;
    const problem = publicProblem(parsed);
    if (!problem) return null;
    return `refused: ${address} is ${problem}; deliveries only reach public addresses (WEBHOOK_ALLOWED_CIDRS allows others)`;
  }

  /** The `lookup` option of net.connect / tls.connect: resolve once, keep only checked answers. */
  readonly lookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    this.resolve(hostname).then(
      (answers) => {
        const permitted: LookupAddress[] = [];
        let firstRefusal: string | null = null;
        for (const answer of answers) {
          const refusal = this.refusal(answer.address);
          if (refusal === null) permitted.push(answer);
          else firstRefusal ??= refusal;
        }
        const family = familyNumber(options.family);
        const wanted = family ? permitted.filter((a) => a.family === family) : permitted;
        if (wanted.length === 0) {
          const reason = firstRefusal
            ? `refused: ${hostname} resolves to ${answers.map((a) => a.address).join(', ')}: ${firstRefusal.slice('refused: '.length)}`
            : `refused: ${hostname} has no ${family ? `IPv${family} ` : ''}address`;
          callback(new AddressRefusedError(reason), options.all ? [] : '', 0);
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, options.all ? [] : '', 0),
    );
  };

  private isAllowListed(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
    if (this.allowed.length === 0) return false;
    const forms: (ipaddr.IPv4 | ipaddr.IPv6)[] = [address];
    if (address.kind() === 'ipv4') forms.push((address as ipaddr.IPv4).toIPv4MappedAddress());
    else if ((address as ipaddr.IPv6).isIPv4MappedAddress()) {
      forms.push((address as ipaddr.IPv6).toIPv4Address());
    }
    return forms.some((form) =>
      this.allowed.some(([range, bits]) => range.kind() === form.kind() && form.match(range, bits)),
    );
  }
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface LookupOptions {
  family?: number | string;
  all?: boolean;
  hints?: number;
}

export type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The connection failed because no address of the host may be reached (see AddressGuard). */
export class AddressRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
  override name = 'AddressRefusedError';
}

/** The host of a URL as an IP address if it is one (WHATWG URL keeps IPv6 in brackets), else null. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

function familyNumber(family: number | string | undefined): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}

function systemResolver(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );
}

const RANGE_WORDS: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT (shared) address',
  private: 'a private address',
  reserved: 'a reserved address',
  uniqueLocal: 'a unique local address',
  deprecatedSiteLocal: 'a site-local address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
  benchmarking: 'a benchmarking address',
};

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
const IPV4_TRANSLATED = ipaddr.parseCIDR('::ffff:0:0:0/96');

/** Null for a public unicast address; otherwise what it is ("a loopback address"). */
function publicProblem(address: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  if (address.kind() === 'ipv4') return v4Problem(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried) {
    const problem = v4Problem(carried);
    return problem ? `${problem} in an IPv6 form of ${carried.toString()}` : null;
  }
  const range = v6.range();
  if (range !== 'unicast') return describe(range);
  if (!v6.match(GLOBAL_UNICAST_V6)) return 'outside IPv6 global unicast (2000::/3)';
  return null;
}

function v4Problem(address: ipaddr.IPv4): string | null {
  const range = address.range();
  return range === 'unicast' ? null : describe(range);
}

/** The IPv4 address an IPv4-mapped, IPv4-translated or NAT64 IPv6 address stands for. */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.match(NAT64) || address.match(IPV4_TRANSLATED)) {
    const bytes = address.toByteArray();
    return new ipaddr.IPv4(bytes.slice(12));
  }
  return null;
}

function describe(range: string): string {
  return RANGE_WORDS[range] ?? `a special-purpose address (${range})`;
}
