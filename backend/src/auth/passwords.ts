import * as argon2 from 'argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** A dummy hash checked when the account does not exist, so timing does not reveal addresses. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const valid = await argon2.verify(hash ?? (await decoyHash), password).catch(() => false);
  return hash !== null && valid;
}
