import 'reflect-metadata';
import { loadConfig } from '@lesne/config';
import { createApp, prepareDatabase } from './app.factory';
import { explainUnreachable } from './startup-errors';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  await prepareDatabase(config);
  const app = await createApp(config);
  await app.listen(config.PORT);
}

bootstrap().catch((error: unknown) => {
  console.error(explainUnreachable(error));
  process.exit(1);
});
