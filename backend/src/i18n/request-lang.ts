import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LANG, toLang, type Lang } from '@lesne/contracts';

/** The request's language: ?lang=, then Accept-Language, then Polish. */
export function requestLang(request: { query?: { lang?: unknown }; headers: Record<string, string | string[] | undefined> }): Lang {
  return toLang(request.query?.lang) ?? toLang(request.headers['accept-language']) ?? DEFAULT_LANG;
}

export const RequestLang = createParamDecorator((_: unknown, context: ExecutionContext): Lang =>
  requestLang(context.switchToHttp().getRequest()),
);
