import { ACCOUNT_BACKOFF, accountBackoffSeconds, addressKey } from './sign-in-limits';

describe('accountBackoffSeconds', () => {
  it('lets the free failures through without a delay', () => {
    for (let failures = 0; failures <= ACCOUNT_BACKOFF.freeFailures; failures++) expect(accountBackoffSeconds(failures)).toBe(0);
  });

  it('doubles the delay with each failure past them, up to the cap', () => {
    const past = (n: number) => accountBackoffSeconds(ACCOUNT_BACKOFF.freeFailures + n);
    expect([1, 2, 3, 4, 5].map(past)).toEqual([1, 2, 4, 8, 16]);
    expect(past(9)).toBe(256);
    expect(past(10)).toBe(ACCOUNT_BACKOFF.maxDelaySeconds);
    expect(past(1000)).toBe(ACCOUNT_BACKOFF.maxDelaySeconds);
  });
});

describe('addressKey', () => {
  it('counts an IPv4 address as itself, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one address', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('expands a compressed prefix and ignores a zone', () => {
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
