import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@lesne/config';

const VERSION = 'v1';

/**
 * Seals secrets kept in the database (Strava tokens) with AES-256-GCM: a reader of the
 * database alone learns nothing, and a tampered value fails to open.
 */
export class SecretBox {
  private readonly key: Buffer;
  /** derived from the key, so that the digests and the cipher never share a key */
  private readonly digestKey: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.digestKey = Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), 'lesne-wyzwanie digest', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
  }

  /**
   * A keyed SHA-256 of `text` in hex: the same text gives the same digest under the same key,
   * and without the key a digest says nothing of its text, not even which of a few it is.
   */
  digest(purpose: string, text: string): string {
    return createHmac('sha256', this.digestKey).update(`${purpose}:${text}`).digest('hex');
  }

  open(value: string): string {
    const [version, iv, tag, sealed] = value.split(':');
    if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** SecretBox under the configured ENCRYPTION_KEY, as the Nest provider of every module that seals or opens a secret. */
export const SECRET_BOX_PROVIDER = {
  provide: SecretBox,
  inject: [APP_CONFIG],
  useFactory: (config: Pick<AppConfig, 'ENCRYPTION_KEY'>): SecretBox => new SecretBox(config.ENCRYPTION_KEY),
};
