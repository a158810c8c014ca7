import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

/** The page's own script, a file rather than inline so the Content-Security-Policy (script-src 'self') lets it run. */
const START_SCRIPT = 'swagger-start.js';

/**
 * Swagger UI from the swagger-ui-dist package, reading the document at jsonPath. Served here
 * rather than by SwaggerModule, which registers @fastify/static through Nest's Fastify adapter:
 * the adapter loads it from its own place, where only @fastify/static 10 (Node 22) would go, so
 * it cannot see our 8 (installed for the backend, serving the SPA too).
 */
export async function serveSwaggerUi(app: NestFastifyApplication, path: string, jsonPath: string, title: string): Promise<void> {
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${path}/swagger-ui.css">
<link rel="icon" type="image/png" href="${path}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${path}/swagger-ui-bundle.js"></script>
<script src="${path}/${START_SCRIPT}"></script>
</body>
</html>
`;
  const start = `window.ui = SwaggerUIBundle(${JSON.stringify({ url: jsonPath, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null })});\n`;
  await app.register(fastifyStatic, { root: getAbsoluteFSPath(), prefix: `${path}/`, wildcard: false, index: false, decorateReply: false });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get(path, (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page));
  fastify.get(`${path}/${START_SCRIPT}`, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(start));
}
