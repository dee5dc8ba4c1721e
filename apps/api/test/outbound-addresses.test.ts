import { describe, expect, it } from 'vitest';
import { forbiddenAddress, outboundPolicy, urlRefusal } from '../src/connectors/outbound';

// Which addresses and URLs an outbound request may reach (ADR 0078), without a server: the URL
// parser's spellings of one address, the special-purpose ranges, and IPv6 forms carrying IPv4.

describe('URL spellings of an address', () => {
  it('normalises decimal, octal, hex and short IPv4 to the dotted address it is checked as', () => {
    for (const spelling of ['2130706433', '0x7f.1', '0x7f000001', '017700000001', '127.1', '0177.0.0.01'])
      expect(new URL(`http://${spelling}/`).hostname, spelling).toBe('127.0.0.1');
    expect(new URL('http://[0:0:0:0:0:ffff:7f00:1]/').hostname).toBe('[::ffff:7f00:1]');
  });
});

describe('forbiddenAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
  ])('refuses %s (%s)', (address, why) => {
    expect(forbiddenAddress(address)).toBe(why);
  });

  it('judges IPv6 that carries an IPv4 address by that address', () => {
    for (const ip of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1'])
      expect(forbiddenAddress(ip), ip).toBeDefined();
    expect(forbiddenAddress('::ffff:8.8.8.8')).toBeUndefined();
  });

  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '200.160.2.3', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111'])
      expect(forbiddenAddress(ip), ip).toBeUndefined();
  });
});

describe('urlRefusal (what a base URL may be)', () => {
  const production = outboundPolicy();
  const problem = (url: string, policy = production) => urlRefusal(url, policy)?.problem;

  it('allows https to a name or a public address', () => {
    expect(problem('https://api.ccee.org.br/v1')).toBeUndefined();
    expect(problem('https://200.160.2.3:8443/')).toBeUndefined();
  });

  it('refuses other schemes, and http unless the host is on the operator’s list', () => {
    for (const url of [
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_INFO',
      'ftp://ccee.org.br',
      'http://api.ccee.org.br',
    ])
      expect(problem(url), url).toBe('scheme');
    expect(problem('http://ccee-mirror.internal/', outboundPolicy(['ccee-mirror.internal']))).toBeUndefined();
  });

  it('refuses literal addresses outside the public ranges, however spelled', () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://10.0.0.5/',
    ])
      expect(problem(url), url).toBe('address');
  });

  it('lets the operator’s list reach its hosts over http at any address, and only those', () => {
    const tests = outboundPolicy(['127.0.0.1']);
    expect(problem('http://127.0.0.1:8080/', tests)).toBeUndefined();
    expect(problem('http://2130706433:8080/', tests)).toBeUndefined();
    expect(problem('https://[::1]/', tests)).toBe('address');
    expect(problem('http://169.254.169.254/', tests)).toBe('scheme');
  });

  it('refuses a user or password in the URL (they belong in their own fields)', () => {
    expect(problem('https://user:secret@api.ccee.org.br/')).toBe('credentials');
  });
});
