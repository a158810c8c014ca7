import type { ParsedActivity } from '@lesne/contracts';
import { parseActivityFile } from '../src';

/** The activity a file parses to; fails the test with the refusal when it is refused. */
export function parsedActivity(fileName: string, content: Buffer, now: Date): ParsedActivity {
  const result = parseActivityFile(fileName, content, now);
  if (!result.ok) throw new Error(`${fileName} was refused: ${result.reason}`);
  return result.activity;
}
