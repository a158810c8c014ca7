import { JwtService } from '@nestjs/jwt';
import { JWT_ALGORITHM, TokenService } from './token.service';

const SECRET = 'a secret of at least thirty-two characters';
const jwt = new JwtService({ secret: SECRET, signOptions: { algorithm: JWT_ALGORITHM } });

describe('TokenService.verify', () => {
  afterEach(() => jest.useRealTimers());

  it('takes a token it signed, the same claims however often it is asked', () => {
    const tokens = new TokenService(jwt);
    const token = tokens.issue({ id: 7, tokenVersion: 2 }, { remember: false });
    expect(tokens.verify(token)).toMatchObject({ sub: 7, ver: 2 });
    expect(tokens.verify(token)).toMatchObject({ sub: 7, ver: 2 });
  });

  it('refuses a token once its exp has passed, also one it verified before', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T01:00:00Z') });
    const tokens = new TokenService(jwt);
    const token = jwt.sign({ sub: 7, ver: 0 }, { expiresIn: 60 });
    expect(tokens.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T01:00:59.999Z'));
    expect(tokens.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T01:01:00Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or algorithm, or altered', () => {
    const tokens = new TokenService(jwt);
    const token = tokens.issue({ id: 7, tokenVersion: 0 }, { remember: false });
    expect(tokens.verify(token)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ sub: 8, ver: 0, exp: 4_000_000_000 })).toString('base64url');
    for (const refused of [
      new JwtService({ secret: `${SECRET}!` }).sign({ sub: 7, ver: 0 }, { expiresIn: 60 }),
      jwt.sign({ sub: 7, ver: 0 }, { expiresIn: 60, algorithm: 'HS512' }),
      `${header}.${otherClaims}.${signature}`,
      `${token}x`,
      'not a token',
    ]) {
      expect(tokens.verify(refused)).toBeNull();
    }
  });

  it('hands out claims no request can change for the next one', () => {
    const tokens = new TokenService(jwt);
    const claims = tokens.verify(tokens.issue({ id: 7, tokenVersion: 0 }, { remember: false }));
    expect(Object.isFrozen(claims)).toBe(true);
  });
});
