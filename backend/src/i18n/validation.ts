import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
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

/**
 * A path value reaches its own pipe (IdPipe) as sent: the stock pipe would first turn it into
 * `+value`, which reads "0x10" as 16 and "1e3" as 1000.
 */
class ApiValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
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
