import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED_DIR, generateApiDocsSources, METADATA_FILE, RESPONSES_FILE } from './generate-metadata';

describe('the generated API docs sources', () => {
  it('match the code: run `npm run api-docs:generate` after changing a DTO, a controller or a contract', () => {
    const fresh = mkdtempSync(join(tmpdir(), 'lesne-api-docs-'));
    generateApiDocsSources(fresh);
    for (const file of [METADATA_FILE, RESPONSES_FILE]) {
      expect({ file, text: readFileSync(join(GENERATED_DIR, file), 'utf8') }).toEqual({ file, text: readFileSync(join(fresh, file), 'utf8') });
    }
  }, 60_000);
});
