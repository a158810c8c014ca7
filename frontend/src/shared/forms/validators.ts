import i18next from 'i18next';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lesne/domain';

/**
 * A message under a field. Ours are kept as keys and translated when shown, so they follow a
 * language switch; a server's message arrives as text in the request's language.
 */
export type FieldMessage = string | { key: string; values?: Record<string, unknown> };

type Rule = (value: string) => FieldMessage | undefined;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Rule = (value) => (value.trim() ? undefined : { key: 'validation:required' });

const email: Rule = (value) => (EMAIL_PATTERN.test(value.trim()) ? undefined : { key: 'validation:email' });

const minLength =
  (count: number, key = 'validation:minLength'): Rule =>
  (value) =>
    value.length >= count ? undefined : { key, values: { count } };

export const maxLength =
  (count: number): Rule =>
  (value) =>
    value.length <= count ? undefined : { key: 'validation:maxLength', values: { count } };

export const matches =
  (password: string): Rule =>
  (value) =>
    value === password ? undefined : { key: 'validation:passwordsMismatch' };

/** The first message of the first rule the value breaks. */
export function check(value: string, ...rules: Rule[]): FieldMessage | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

export function translate(message: FieldMessage): string {
  return typeof message === 'string' ? message : i18next.t(message.key, message.values);
}

export const EMAIL_RULES = [required, email, maxLength(EMAIL_MAX_LENGTH)];
/** Checked on the trimmed name, as it is saved trimmed. */
export const NAME_RULES = [required, maxLength(NAME_MAX_LENGTH)];
export const NEW_PASSWORD_RULES = [
  required,
  minLength(PASSWORD_MIN_LENGTH, 'validation:passwordMin'),
  maxLength(PASSWORD_MAX_LENGTH),
];

/** A number typed in a field; Polish decimal commas are read as decimals. NaN when it is not one. */
export function parseNumber(value: string): number {
  const text = value.trim().replace(',', '.');
  return text === '' || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(text) ? Number.NaN : Number(text);
}

/** A number within the range; whole numbers only unless `decimals`. The texts format the limits in the language shown. */
export const numberIn =
  (range: { min: number; max: number }, { decimals = false } = {}): Rule =>
  (value) => {
    const number = parseNumber(value);
    if (Number.isNaN(number)) return { key: decimals ? 'validation:number' : 'validation:integer' };
    if (!decimals && !Number.isInteger(number)) return { key: 'validation:integer' };
    if (number < range.min) return { key: 'validation:min', values: { min: range.min } };
    if (number > range.max) return { key: 'validation:max', values: { max: range.max } };
    return undefined;
  };
