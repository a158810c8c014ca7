import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import metadata from './metadata';
import { BEARER, describeRoutes, operationId } from './operations';
import type { ResponseShapes } from './response-shapes';
import shapes from './responses.json';
import { registeredRoutes } from './routes';
import { serveSwaggerUi } from './swagger-ui';

export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs-json';
const TITLE = 'Leśne Wyzwanie API';

/**
 * The API's OpenAPI document at /api/docs-json and Swagger UI at /api/docs, public like the API
 * it describes (it holds no secrets). The document is built and serialized on its first request
 * and kept, so starting the API and serving any other request cost nothing more.
 */
export async function serveApiDocs(app: NestFastifyApplication): Promise<void> {
  await SwaggerModule.loadPluginMetadata(metadata);
  let json: string | undefined;
  const documentJson = () => (json ??= JSON.stringify(describeRoutes(createDocument(app), registeredRoutes(app), shapes satisfies ResponseShapes)));
  app.getHttpAdapter().getInstance().get(API_DOCS_JSON_PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(documentJson()));
  await serveSwaggerUi(app, API_DOCS_PATH, API_DOCS_JSON_PATH, TITLE);
}

function createDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(TITLE)
    .setDescription(
      'Company sports challenges that turn kilometres into planted trees. Every error answers with ApiError, its message in the ' +
        "request's language (?lang=, else Accept-Language, else Polish). Each operation's x-access names who may call it.",
    )
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER)
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: operationId });
}
