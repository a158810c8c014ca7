import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ValidationFailed } from './app-error';
import { isMessageKey, type MessageKey } from './messages';

/** class-validator's own constraint names, for rules declared without one of our keys. */
const KEY_BY_CONSTRAINT: Record<string, MessageKey> = {
  isNotEmpty: 'validation.required',
  isDefined: 'validation.required',
  isEmail: 'validation.email',
  isInt: 'validation.integer',
  isBoolean: 'validation.boolean',
  whitelistValidation: 'validation.unknownField',
  isNumber: 'validation.number',
  min: 'validation.min',
  max: 'validation.max',
  isIn: 'validation.oneOf',
  isDateString: 'validation.date',
  matches: 'validation.invalid',
};

/**
 * DTO messages are written as `key` or `key|value` (class-validator fills `$constraint1`),
 * so the exception filter can word them in the caller's language.
 */
function toFieldMessage(error: ValidationError) {
  const [constraint, message] = Object.entries(error.constraints ?? {})[0] ?? ['', ''];
  const [candidate, value] = message.split('|');
  const key = isMessageKey(candidate) ? candidate : (KEY_BY_CONSTRAINT[constraint] ?? 'validation.invalid');
  return { key, params: { n: value ?? '', field: error.property } };
}

function flatten(errors: ValidationError[], prefix = ''): Array<[string, ValidationError]> {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    return error.children?.length ? flatten(error.children, path) : [[path, error] as [string, ValidationError]];
  });
}

/** Distinct query strings kept per query DTO (the ranking's `page=1&type=user` is asked over and over). */
const VALID_QUERIES_KEPT = 1_000;

type Dto = Record<string, unknown>;

/** A DTO whose fields are all strings, numbers, booleans or absent: a shallow copy is a whole one. */
function isFlat(dto: Dto): boolean {
  return Object.values(dto).every((value) => value === undefined || value === null || typeof value !== 'object');
}

/**
 * A path value reaches its own pipe (IdPipe) as sent: the stock pipe would first turn it into
 * `+value`, which reads "0x10" as 16 and "1e3" as 1000.
 * A whole query (`@Query() query: SomeQueryDto`) that passed once is answered from memory when
 * it comes again as the same text, with a copy of the same DTO: validation is a function of
 * the DTO and the query alone, and a busy page repeats the same few queries. Refused queries are
 * checked every time.
 */
class ApiValidationPipe extends ValidationPipe {
  private readonly validQueries = new WeakMap<Function, LRUCache<string, Readonly<Dto>>>();

  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    const wholeQuery = metadata.type === 'query' && metadata.data === undefined && typeof value === 'object' && value !== null;
    if (!wholeQuery || !metatype || !this.toValidate(metadata)) return super.transform(value, metadata);
    let queries = this.validQueries.get(metatype);
    if (!queries) this.validQueries.set(metatype, (queries = new LRUCache({ max: VALID_QUERIES_KEPT })));
    const text = JSON.stringify(value);
    let known = queries.get(text);
    if (!known) {
      const dto = (await super.transform(value, metadata)) as Dto;
      if (!isFlat(dto)) return dto;
      queries.set(text, (known = Object.freeze({ ...dto })));
    }
    return Object.assign(Object.create(metatype.prototype as object), known);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new ValidationFailed(Object.fromEntries(flatten(errors).map(([path, error]) => [path, toFieldMessage(error)]))),
  });
}
