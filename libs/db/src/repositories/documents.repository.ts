import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** 32 random bytes: a link holding the token is the only way to the document. */
const TOKEN_BYTES = 32;

export interface DocumentToStore {
  mimeType: string;
  data: Buffer;
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 5 random bits: 60 bits, far beyond guessing through a rate-limited check page. */
const CODE_LENGTH = 12;

/**
 * A new verification code for a printed document, as XXXX-XXXX-XXXX: short enough to type from
 * paper, unguessable (a uniform draw per character: 256 is a multiple of 32).
 */
export function newVerificationCode(): string {
  const characters = [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** A typed code in its stored form (upper case, the dashes where they belong), or null when it cannot be one. */
export function normalizeVerificationCode(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '');
  if (characters.length !== CODE_LENGTH || [...characters].some((character) => !CODE_ALPHABET.includes(character))) return null;
  return [0, 4, 8].map((start) => characters.slice(start, start + 4)).join('-');
}

/** The unguessable token a stored document is fetched by (storeDocument, and a statement that stores one itself). */
export function newDocumentToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Keeps the file and returns the unguessable token it is fetched by. */
export async function storeDocument(manager: EntityManager, document: DocumentToStore): Promise<string> {
  const token = newDocumentToken();
  await manager.query(`INSERT INTO stored_document (token, mime_type, data) VALUES ($1, $2, $3)`, [token, document.mimeType, document.data]);
  return token;
}

/** The file kept under the token, or null when there is none. */
export async function documentByToken(manager: EntityManager, token: string): Promise<DocumentToStore | null> {
  const [row] = (await manager.query(`SELECT mime_type, data FROM stored_document WHERE token = $1`, [token])) as Array<{ mime_type: string; data: Buffer }>;
  return row ? { mimeType: row.mime_type, data: row.data } : null;
}
