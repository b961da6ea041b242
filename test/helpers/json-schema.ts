/**
 * A JSON Schema validator for the keywords conformance/schema.json uses
 * (type, required, properties, additionalProperties: false, items, $ref to
 * #/$defs, oneOf, enum, minLength, minimum, minProperties, pattern). It
 * returns the errors as `path: message` lines; none means valid.
 *
 * @module
 */
type Schema = { readonly [keyword: string]: unknown };

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

const KNOWN = new Set([
  '$schema',
  '$id',
  '$defs',
  'title',
  'description',
  'type',
  'required',
  'properties',
  'additionalProperties',
  'items',
  '$ref',
  'oneOf',
  'enum',
  'minLength',
  'minimum',
  'minProperties',
  'pattern',
]);

export function validate(root: Schema, value: unknown): string[] {
  return validateAt(root, root, value, '$');
}

function validateAt(root: Schema, top: Schema, topValue: unknown, topAt: string): string[] {
  const errors: string[] = [];
  const check = (schema: Schema, value: unknown, at: string): void => {
    for (const keyword of Object.keys(schema)) if (!KNOWN.has(keyword)) throw new Error(`unsupported keyword ${keyword} at ${at}`);
    if (typeof schema.$ref === 'string') {
      const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
      const target = name === undefined ? undefined : (root.$defs as Record<string, Schema> | undefined)?.[name];
      if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
      check(target, value, at);
    }
    if (schema.type !== undefined) {
      const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
      if (!types.some((type) => matchesType(value, type))) {
        errors.push(`${at}: is ${typeOf(value)}, not ${types.join(' or ')}`);
        return;
      }
    }
    if (Array.isArray(schema.oneOf)) {
      const passing = (schema.oneOf as Schema[]).filter((option) => validateAt(root, option, value, at).length === 0).length;
      if (passing !== 1) errors.push(`${at}: matches ${passing} of oneOf, not 1`);
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(value)) errors.push(`${at}: not one of ${JSON.stringify(schema.enum)}`);
    if (typeof value === 'string') {
      if (typeof schema.minLength === 'number' && value.length < schema.minLength) errors.push(`${at}: shorter than ${schema.minLength}`);
      if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) errors.push(`${at}: does not match ${schema.pattern}`);
    }
    if (typeof value === 'number' && typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${at}: below ${schema.minimum}`);
    if (Array.isArray(value) && schema.items) value.forEach((item, i) => check(schema.items as Schema, item, `${at}[${i}]`));
    if (typeOf(value) === 'object') {
      const object = value as Record<string, unknown>;
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const name of (schema.required ?? []) as string[]) if (!(name in object)) errors.push(`${at}: missing ${name}`);
      if (typeof schema.minProperties === 'number' && Object.keys(object).length < schema.minProperties)
        errors.push(`${at}: fewer than ${schema.minProperties} properties`);
      for (const [name, item] of Object.entries(object)) {
        const property = properties[name];
        if (property) check(property, item, `${at}.${name}`);
        else if (schema.additionalProperties === false) errors.push(`${at}: unexpected property ${name}`);
      }
    }
  };
  check(top, topValue, topAt);
  return errors;
}
