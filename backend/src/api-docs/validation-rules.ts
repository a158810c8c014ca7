import type { Type } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { ParameterObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { POSTGRES_INT_MAX } from '@lesne/domain';
import type { Route } from './routes';

/**
 * What a class-validator rule says about a field, in JSON Schema. The Swagger plugin reads only
 * rules written directly on a field; ours mostly come through helpers (common/fields: Text,
 * Email, Id...), so the rules are read from class-validator itself, as validation applies them.
 */
const SCHEMA_OF_RULE: Record<string, (constraints: unknown[]) => SchemaObject> = {
  isEmail: () => ({ format: 'email' }),
  isNotEmpty: () => ({ minLength: 1 }),
  minLength: ([length]) => ({ minLength: length as number }),
  maxLength: ([length]) => ({ maxLength: length as number }),
  min: ([minimum]) => ({ minimum: minimum as number }),
  max: ([maximum]) => ({ maximum: maximum as number }),
  isInt: () => ({ type: 'integer' }),
  isIn: ([values]) => ({ enum: values as unknown[] }),
  equals: ([value]) => ({ enum: [value] }),
  isId: () => ({ type: 'integer', minimum: 1, maximum: POSTGRES_INT_MAX }),
  isIdBatch: ([most]) => ({ type: 'array', items: { type: 'integer', minimum: 1, maximum: POSTGRES_INT_MAX }, minItems: 1, maxItems: most as number }),
  isIdList: () => ({ type: 'string', pattern: '^(\\d+(,\\d+)*)?$', description: 'comma-separated ids' }),
  isDay: () => ({ type: 'string', format: 'date' }),
};

interface FieldRules {
  schema: SchemaObject;
  /** IsOptional, or a ValidateIf (our Optional and Nullable): the field may be left out */
  optional: boolean;
}

/** Each validated field of a DTO, with the schema its rules add up to. */
function fieldRules(dto: Type): Map<string, FieldRules> {
  const fields = new Map<string, FieldRules>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const field = fields.get(rule.propertyName) ?? { schema: {}, optional: false };
    const toSchema = rule.name ? SCHEMA_OF_RULE[rule.name] : undefined;
    fields.set(rule.propertyName, {
      schema: { ...field.schema, ...toSchema?.(rule.constraints ?? []) },
      optional: field.optional || rule.type === ValidationTypes.CONDITIONAL_VALIDATION,
    });
  }
  return fields;
}

/** The DTO classes a route reads, with the classes of their nested objects (an event's convert). */
function dtosOf(routes: Route[]): Set<Type> {
  const found = new Set<Type>();
  const visit = (dto: Type) => {
    if (found.has(dto)) return;
    found.add(dto);
    for (const field of fieldRules(dto).keys()) {
      const fieldType: unknown = Reflect.getMetadata('design:type', dto.prototype, field);
      if (typeof fieldType === 'function' && getMetadataStorage().getTargetValidationMetadatas(fieldType, '', true, false).length > 0) visit(fieldType as Type);
    }
  };
  for (const route of routes) for (const input of route.inputs) if (input.dto && input.source !== 'param') visit(input.dto);
  return found;
}

/** Adds each DTO field's validation rules to its schema among the document's components (bodies and their nested objects). */
export function addRulesToSchemas(document: OpenAPIObject, routes: Route[]): void {
  const schemas = document.components?.schemas ?? {};
  for (const dto of dtosOf(routes)) {
    const schema = schemas[dto.name] as SchemaObject | undefined;
    if (!schema?.properties) continue;
    for (const [field, { schema: rules, optional }] of fieldRules(dto)) {
      const property = schema.properties[field];
      if (property && !('$ref' in property)) schema.properties[field] = { ...property, ...rules };
      if (optional) schema.required = schema.required?.filter((name) => name !== field);
    }
    if (schema.required?.length === 0) delete schema.required;
  }
}

/** A query DTO's parameters, each with its field's validation rules and whether it may be left out. */
export function withQueryRules(parameters: ParameterObject[], dto: Type): ParameterObject[] {
  const rules = fieldRules(dto);
  return parameters.map((parameter) => {
    const field = parameter.in === 'query' ? rules.get(parameter.name) : undefined;
    if (!field || !parameter.schema || '$ref' in parameter.schema) return parameter;
    return { ...parameter, required: parameter.required && !field.optional, schema: { ...parameter.schema, ...field.schema } };
  });
}
