import { SecretBox } from './secret-box';

const key = Buffer.alloc(32, 1).toString('base64');

describe('SecretBox', () => {
  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const box = new SecretBox(key);
    const first = box.seal('strava-access-token');
    const second = box.seal('strava-access-token');
    expect(first).not.toContain('strava-access-token');
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe('strava-access-token');
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = new SecretBox(key).seal('secret');
    const parts = sealed.split(':');
    const tampered = [...parts.slice(0, 3), Buffer.from('other!').toString('base64url')].join(':');
    expect(() => new SecretBox(key).open(tampered)).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 2).toString('base64')).open(sealed)).toThrow();
    expect(() => new SecretBox(key).open('plain-text')).toThrow('not a sealed value');
  });

  it('digests a text the same way under one key, another way under another key or for another purpose', () => {
    const box = new SecretBox(key);
    const digest = box.digest('strava-activity', '13579246801');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(box.digest('strava-activity', '13579246801')).toBe(digest);
    expect(new SecretBox(Buffer.alloc(32, 2).toString('base64')).digest('strava-activity', '13579246801')).not.toBe(digest);
    expect(box.digest('other', '13579246801')).not.toBe(digest);
    expect(digest).not.toContain('13579246801');
  });

  it('needs a 32-byte key', () => {
    expect(() => new SecretBox(Buffer.alloc(16).toString('base64'))).toThrow('32-byte key');
  });
});
