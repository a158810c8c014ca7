import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** 32 random bytes: a link holding the token is the only way to the document. */
const TOKEN_BYTES = 32;

export interface DocumentToStore {
  mimeType: string;
  data: Buffer;
}

/** Keeps the file and returns the unguessable token it is fetched by. */
export async function storeDocument(manager: EntityManager, document: DocumentToStore): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await manager.query(`INSERT INTO stored_document (token, mime_type, data) VALUES ($1, $2, $3)`, [token, document.mimeType, document.data]);
  return token;
}

/** The file kept under the token, or null when there is none. */
export async function documentByToken(manager: EntityManager, token: string): Promise<DocumentToStore | null> {
  const [row] = (await manager.query(`SELECT mime_type, data FROM stored_document WHERE token = $1`, [token])) as Array<{ mime_type: string; data: Buffer }>;
  return row ? { mimeType: row.mime_type, data: row.data } : null;
}
