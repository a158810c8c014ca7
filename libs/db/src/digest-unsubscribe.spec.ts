import { digestUnsubscribeToken, digestUnsubscribeUser } from './digest-unsubscribe';

const SECRET = 'a-secret-of-the-server-0123456789abcdef';

describe("a digest's unsubscribe token", () => {
  it('names the person it was made for, under the server secret only', () => {
    const token = digestUnsubscribeToken(SECRET, 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{32}$/);
    expect(digestUnsubscribeUser(SECRET, token)).toBe(42);
    expect(digestUnsubscribeUser('another-secret-of-another-server-0000', token)).toBeNull();
  });

  it('cannot be turned into anyone else by changing its id, and anything else is no token', () => {
    const token = digestUnsubscribeToken(SECRET, 42);
    expect(digestUnsubscribeUser(SECRET, token.replace(/^42/, '43'))).toBeNull();
    expect(digestUnsubscribeUser(SECRET, `${token}x`)).toBeNull();
    for (const garbage of ['', '42', '42.', 'x.y', `0.${token.split('.')[1]}`]) expect(digestUnsubscribeUser(SECRET, garbage)).toBeNull();
  });
});
