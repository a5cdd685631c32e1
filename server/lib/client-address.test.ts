import { describe, expect, it } from 'vitest';
import { clientKey, trustProxyOption } from './client-address';

describe('clientKey', () => {
  it('gives every spelling of an IPv4 client one key', () => {
    for (const spelling of ['203.0.113.9', '::ffff:203.0.113.9', '::FFFF:cb00:7109', '0:0:0:0:0:ffff:203.0.113.9', '[::ffff:203.0.113.9]', '203.0.113.9:4711']) {
      expect(clientKey(spelling), spelling).toBe('203.0.113.9');
    }
    expect(clientKey('203.0.113.10')).not.toBe(clientKey('203.0.113.9'));
  });

  it('counts IPv6 clients per /64, whatever the spelling', () => {
    const key = clientKey('2001:db8:1:2::5');
    for (const spelling of ['2001:DB8:1:2::5', '2001:0db8:0001:0002:0000:0000:0000:0005', '2001:db8:1:2:ffff:ffff:ffff:ffff', '[2001:db8:1:2::9]', '2001:db8:1:2::1%eth0', '2001:db8:1:2:0:0:1.2.3.4']) {
      expect(clientKey(spelling), spelling).toBe(key);
    }
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::5')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('trustProxyOption', () => {
  it('trusts the given number of hops, counting the socket peer as the first', () => {
    const trust = trustProxyOption(2);
    if (typeof trust !== 'function') throw new Error('a number of hops is a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});
