import { PluginMetadataGenerator, type PluginMetadataGenerateOptions } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFormatter, createParser, DEFAULT_CONFIG, SchemaGenerator, type CompletedConfig } from 'ts-json-schema-generator';
import ts from 'typescript';
import type { ResponseShapes } from './response-shapes';

/** Where the generated files live, next to the code that loads them. */
export const GENERATED_DIR = __dirname;
export const METADATA_FILE = 'metadata.ts';
export const RESPONSES_FILE = 'responses.json';

/** Return types that carry the answer's shape in their type argument: JsonBody is an answer serialized ahead (common/json-body). */
const WRAPPERS = ['Promise', 'JsonBody'];
/** Shapes the docs need whether or not a handler returns them. */
const ALWAYS_DESCRIBED = ['ApiError'];

/**
 * Writes, from the API's sources, what the docs are built from at runtime:
 * - metadata.ts: what the @nestjs/swagger compiler plugin learns (each DTO field's type, whether
 *   it is required, class-validator rules, doc comments; each handler's comment), in the form
 *   SwaggerModule.loadPluginMetadata takes. Done ahead, so webpack, SWC in the tests and ts-node
 *   serve the same document without a compiler plugin of their own.
 * - responses.json: OpenAPI schemas of the libs/contracts interfaces handlers return (invisible
 *   at runtime) and of ApiError, and which handler returns which.
 */
export function generateApiDocsSources(outputDir = GENERATED_DIR): void {
  const program = backendProgram();
  new PluginMetadataGenerator().generate({
    visitors: [
      new ReadonlyVisitor({
        pathToSource: GENERATED_DIR,
        introspectComments: true,
        classValidatorShim: true,
        dtoFileNameSuffix: ['/dto.ts', '.dto.ts'],
        controllerFileNameSuffix: ['.controller.ts'],
      }),
    ],
    outputDir,
    filename: METADATA_FILE,
    // @nestjs/cli is typed against its own copy of TypeScript; the program is only read.
    tsProgramRef: program as unknown as PluginMetadataGenerateOptions['tsProgramRef'],
  });
  writeFileSync(join(outputDir, RESPONSES_FILE), `${JSON.stringify(responseShapes(program), null, 2)}\n`);
}

/** The API's sources as the build sees them (backend/tsconfig.app.json). */
function backendProgram(): ts.Program {
  const configPath = join(__dirname, '..', '..', 'tsconfig.app.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, join(configPath, '..'));
  return ts.createProgram(fileNames, options);
}

function responseShapes(program: ts.Program): ResponseShapes {
  const checker = program.getTypeChecker();
  const handlers: ResponseShapes['handlers'] = {};
  const roots = new Map<string, ts.Node>(ALWAYS_DESCRIBED.map((name) => [name, findContract(program, name)]));
  for (const sourceFile of program.getSourceFiles()) {
    if (!sourceFile.fileName.endsWith('.controller.ts')) continue;
    sourceFile.forEachChild((node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name) || !member.type) continue;
        const returned = contractReturned(checker, member.type);
        if (!returned) continue;
        roots.set(returned.schema, returned.node);
        handlers[`${node.name.text}.${member.name.text}`] = { schema: componentName(returned.schema), list: returned.list };
      }
    });
  }
  const config: CompletedConfig = { ...DEFAULT_CONFIG, expose: 'export', topRef: true, jsDoc: 'extended', skipTypeCheck: true, additionalProperties: true };
  const generator = new SchemaGenerator(program, createParser(program, config), createFormatter(config), config);
  const schemas: ResponseShapes['schemas'] = {};
  for (const [name, node] of roots) {
    const { definitions = {} } = generator.createSchemaFromNodes([node]);
    Object.assign(schemas, definitions);
    if (!schemas[name]) throw new Error(`no schema made for ${name}`);
  }
  const sorted = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const components = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [componentName(name), schema]));
  const referringToComponents = JSON.parse(
    JSON.stringify(components).replace(/"#\/definitions\/([^"]+)"/g, (_, name: string) => JSON.stringify(`#/components/schemas/${componentName(decodeURIComponent(name))}`)),
  ) as ResponseShapes['schemas'];
  return { schemas: sorted(referringToComponents), handlers: sorted(handlers) };
}

/** OpenAPI's component names allow letters, digits and ._- only: Paged<UserListItem> becomes Paged_UserListItem. */
function componentName(typeName: string): string {
  return typeName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_$/, '');
}

/** The libs/contracts type a handler's declared return type (Promise<X>, JsonBody<X>, X or X[]) names, if any. */
function contractReturned(checker: ts.TypeChecker, typeNode: ts.TypeNode): { schema: string; node: ts.Node; list: boolean } | undefined {
  let node = typeNode;
  while (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && WRAPPERS.includes(node.typeName.text) && node.typeArguments?.length === 1) node = node.typeArguments[0];
  const list = ts.isArrayTypeNode(node);
  if (ts.isArrayTypeNode(node)) node = node.elementType;
  if (!ts.isTypeReferenceNode(node)) return undefined;
  const symbol = checker.getSymbolAtLocation(node.typeName);
  const declaration = (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)?.declarations?.[0];
  if (!declaration?.getSourceFile().fileName.includes('/libs/contracts/src/')) return undefined;
  if (!node.typeArguments) return { schema: node.typeName.getText(), node: declaration, list };
  return { schema: node.getText().replace(/\s/g, ''), node, list };
}

function findContract(program: ts.Program, name: string): ts.Node {
  for (const sourceFile of program.getSourceFiles()) {
    if (!sourceFile.fileName.includes('/libs/contracts/src/')) continue;
    const found = sourceFile.statements.find((statement) => (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name);
    if (found) return found;
  }
  throw new Error(`no contract named ${name} in libs/contracts`);
}

if (require.main === module) generateApiDocsSources();
