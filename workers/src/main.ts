import 'reflect-metadata';
import { loadConfig } from '@lesne/config';
import { createWorkers } from './workers.factory';

createWorkers(loadConfig()).catch((error: unknown) => {
  console.error(`Workers could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
