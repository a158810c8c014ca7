import { join } from 'node:path';
import type { AppConfig } from '@lesne/config';

/** The built SPA: frontend/dist of this checkout unless SPA_DIR says otherwise. */
export function spaDirectory(config: AppConfig): string {
  return config.SPA_DIR ?? join(process.cwd(), 'frontend', 'dist');
}
