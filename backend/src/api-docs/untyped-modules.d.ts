// Modules whose types TypeScript's "node" resolution (no package exports) cannot find.
declare module '@nestjs/swagger/plugin' {
  export * from '@nestjs/swagger/dist/plugin';
}

declare module 'swagger-ui-dist' {
  /** the directory of Swagger UI's built files */
  export function getAbsoluteFSPath(): string;
}
