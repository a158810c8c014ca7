import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { PATHS, type Lang, type MailTemplateParams } from '@lesne/contracts';
import { authCodeExpiry, isAuthCodeUsable, type AuthCodePurpose } from '@lesne/domain';
import { AuthCode, type User } from '../entities';
import { queueMail, type MailOrigin } from './mail.repository';

const PAGE_BY_PURPOSE: Record<AuthCodePurpose, { path: string; param: string }> = {
  lostPassword: { path: PATHS.lostPassword, param: 'lostPasswordCode' },
  setPassword: { path: PATHS.setPassword, param: 'code' },
  confirmDeletion: { path: PATHS.accountDeletion, param: 'code' },
};

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export interface PasswordLink<P extends AuthCodePurpose> {
  purpose: P;
  user: Pick<User, 'id' | 'email'>;
  lang: Lang;
  /** the mail's parameters other than the link */
  params: Omit<MailTemplateParams[P], 'link'>;
  /** APP_URL, where the link's page is served */
  appUrl: string;
}

/**
 * A single-use password link: issues a code and queues the one mail that carries it, in the
 * caller's transaction; only the code's hash is stored. The API mails set-password links (new
 * event admins), the workers lost-password links. Answers false, issuing nothing, when the
 * origin's dedupe key has queued its mail before.
 */
export async function mailPasswordLink<P extends AuthCodePurpose>(manager: EntityManager, link: PasswordLink<P>, origin: MailOrigin): Promise<boolean> {
  const code = randomBytes(32).toString('base64url');
  const params = { ...link.params, link: linkUrl(link, code) } as MailTemplateParams[P];
  const queued = await queueMail(manager, { to: link.user.email, lang: link.lang, template: link.purpose, params }, origin);
  if (queued) {
    await manager.insert(AuthCode, { codeHash: hashCode(code), purpose: link.purpose, userId: link.user.id, expiresAt: authCodeExpiry(link.purpose, new Date()) });
  }
  return queued;
}

function linkUrl(link: PasswordLink<AuthCodePurpose>, code: string): string {
  const page = PAGE_BY_PURPOSE[link.purpose];
  const url = new URL(page.path, link.appUrl);
  url.searchParams.set(page.param, code);
  if (link.lang !== 'pl') url.searchParams.set('lang', link.lang);
  return url.toString();
}

/**
 * Marks the code used and answers whose it was; null for an unknown, used or expired code, or one
 * issued for another purpose (a deletion link never sets a password).
 */
export async function redeemAuthCode(manager: EntityManager, code: string, purposes: readonly AuthCodePurpose[]): Promise<AuthCode | null> {
  const authCode = await manager.findOne(AuthCode, { where: { codeHash: hashCode(code) }, lock: { mode: 'pessimistic_write' } });
  if (!authCode || !purposes.includes(authCode.purpose) || !isAuthCodeUsable(authCode, new Date())) return null;
  await manager.update(AuthCode, { userId: authCode.userId, purpose: authCode.purpose, usedAt: IsNull() }, { usedAt: new Date() });
  return authCode;
}
