/*
 * The v1 breaking-change check (docs/api-versioning.md): the served OpenAPI document against the
 * last released one (docs/api/openapi-v1.json). Inside v1 an operation may not disappear and a
 * request may not need more than it did (a new required body field or parameter), unless the
 * released operation was marked deprecated (announced with the Deprecation and Sunset headers).
 * Written here rather than taken from npm: oasdiff is a Go binary (its npm wrappers download it),
 * and openapi-diff / @useoptic/openapi-utilities pull large trees for the two rules needed here.
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** An OpenAPI document as far as the check reads it. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

function resolve(document: OpenApiDocument, node: unknown): Json {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return resolve(document, document.components?.schemas?.[ref.slice('#/components/schemas/'.length)]);
  }
  return (node as Json | undefined) ?? {};
}

function operationsOf(document: OpenApiDocument): Map<string, Json> {
  const operations = new Map<string, Json>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) if (item[method]) operations.set(`${method.toUpperCase()} ${path}`, item[method] as Json);
  }
  return operations;
}

/** The required body fields of an operation, per media type (JSON, form, multipart). */
function requiredBodyFields(document: OpenApiDocument, operation: Json): Set<string> {
  const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  const fields = new Set<string>();
  for (const [mediaType, media] of Object.entries(content)) {
    const required = resolve(document, media.schema).required;
    if (Array.isArray(required)) for (const name of required) fields.add(`${mediaType} body field "${String(name)}"`);
  }
  if ((operation.requestBody as Json | undefined)?.required === true) fields.add('a request body');
  return fields;
}

function requiredParameters(operation: Json): Set<string> {
  const parameters = (operation.parameters ?? []) as Json[];
  return new Set(
    parameters.filter((parameter) => parameter.required === true).map((parameter) => `${String(parameter.in)} parameter "${String(parameter.name)}"`),
  );
}

/**
 * The breaking changes from `released` to `served`, one sentence each: removed operations and
 * newly required request fields or parameters of operations the released document did not deprecate.
 */
export function breakingChanges(released: OpenApiDocument, served: OpenApiDocument): string[] {
  const problems: string[] = [];
  const servedOperations = operationsOf(served);
  for (const [key, before] of operationsOf(released)) {
    if (before.deprecated === true) continue;
    const after = servedOperations.get(key);
    if (!after) {
      problems.push(`${key} was removed; deprecate it first (deprecated: true, Deprecation and Sunset headers)`);
      continue;
    }
    const newlyRequired = (then: Set<string>, now: Set<string>) => [...now].filter((name) => !then.has(name));
    const added = [
      ...newlyRequired(requiredBodyFields(released, before), requiredBodyFields(served, after)),
      ...newlyRequired(requiredParameters(before), requiredParameters(after)),
    ];
    for (const name of added) problems.push(`${key} now requires ${name}; make it optional or deprecate the operation`);
  }
  return problems;
}
