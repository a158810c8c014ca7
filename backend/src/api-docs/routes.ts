import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { Audience } from '@lesne/contracts';
import { ACCESS_KEY } from '../access/access.decorator';
import { RATE_LIMITED_KEY } from './rate-limited.decorator';

/** One input of a handler: the whole body or query (a DTO class), or one named query or path value. */
export interface RouteInput {
  source: 'body' | 'query' | 'param';
  /** the name given to @Query('x') or @Param('x'); absent for a whole DTO */
  name?: string;
  dto?: Type;
}

export interface Route {
  method: string;
  /** as registered, without the global prefix: /company/:id/logo */
  path: string;
  /** who may call it, from @Access; undefined when a route forgot it (the AccessGuard then refuses it) */
  audience: Audience | undefined;
  inputs: RouteInput[];
  rateLimited: boolean;
  /** the controller class and handler method, as Nest names the route's operation */
  controller: string;
  handler: string;
  /** the module the controller belongs to (ActivitiesModule), the area it is documented under */
  module: string;
}

const SOURCE_BY_PARAMTYPE: Partial<Record<number, RouteInput['source']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'param',
};

/** Every route the controllers register, with who may call it and what it reads. */
export function registeredRoutes(app: INestApplication): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  return discovery.getControllers().flatMap(({ instance, metatype, host }) => {
    if (!instance || !metatype) return [];
    const prototype = Object.getPrototypeOf(instance);
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      if (path === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const base = Reflect.getMetadata(PATH_METADATA, metatype);
      return [{
        method,
        path: `/${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
        audience: reflector.getAllAndOverride<Audience | undefined>(ACCESS_KEY, [handler, metatype]),
        inputs: inputsOf(metatype as Type, prototype, name),
        rateLimited: reflector.get<boolean | undefined>(RATE_LIMITED_KEY, handler) ?? false,
        controller: metatype.name,
        handler: name,
        module: host?.metatype.name ?? '',
      }];
    });
  });
}

function inputsOf(controller: Type, prototype: object, method: string): RouteInput[] {
  const args: Record<string, { index: number; data?: unknown }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
  const types: Type[] = Reflect.getMetadata('design:paramtypes', prototype, method) ?? [];
  return Object.entries(args).flatMap(([key, { index, data }]) => {
    const source = SOURCE_BY_PARAMTYPE[Number(key.split(':')[0])];
    if (!source) return [];
    return [typeof data === 'string' ? { source, name: data } : { source, dto: types[index] }];
  });
}
