/*
 * An example for every request and response of the OpenAPI document (issue 34): a schema that
 * carries its own (a zod schema's `.meta({ examples })`, written beside the route's shapes) keeps
 * it; any other is sampled from its JSON schema: each field's enum, const or default when it has
 * one, else a value of the demo data for fields of that name (FIELD_VALUES), else one that fits its
 * type and bounds. openApiContract.api.test.ts checks that every operation has them and that each
 * validates against its schema. Written here rather than taken from npm: openapi-sampler (Redoc's)
 * answers "string" and 0 for every field, and the value-by-field-name table is the part that matters.
 */

type Schema = Record<string, unknown>;
type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

/** Values from the demo data for the fields the API uses most, by field name (or `parent.field` where the parent changes what it is). */
const FIELD_VALUES: Record<string, unknown> = {
  name: 'UltraTech OPC 53 Grade Cement',
  'seller.name': 'Sri Ganesh Traders',
  'sellers.name': 'Sri Ganesh Traders',
  'category.name': 'Cement',
  'categories.name': 'Cement',
  'subcategories.name': 'OPC 53 Grade',
  'parent_category.name': 'Building Materials',
  'customer.name': 'Ravi Kumar',
  'contact.name': 'Ravi Kumar',
  'contacts.name': 'Ravi Kumar',
  'idempotency-key': '5b0e9a52-1c7e-4f7a-9d8b-2e6c4a1f3d90',
  product_name: 'UltraTech OPC 53 Grade Cement',
  display_name: 'UltraTech OPC 53 Grade Cement',
  title: 'How many cement bags does a 1,200 sq ft house need?',
  description: 'Ordinary Portland Cement, 53 grade, 50 kg bag, for RCC and plastering work.',
  category: 'Cement',
  category_name: 'Cement',
  subcategory_name: 'OPC 53 Grade',
  parent_category_name: 'Building Materials',
  parent_name: 'Building Materials',
  brand: 'UltraTech',
  brands: 'UltraTech, ACC',
  material: 'Cement',
  unit: 'bag',
  masonry_unit: 'blocks',
  master_sku: 'CEM-ULT-OPC53-50',
  seller_sku: 'SGT-CEM-001',
  hsn_code: '2523',
  phone: '+919876543210',
  phone_number: '9876543210',
  site_contact_phone: '+919845012345',
  email: 'ravi.kumar@example.com',
  seller_email: 'orders@sriganeshtraders.example',
  privacy_email: 'privacy@nirmaan.example',
  username: '9876543210',
  password: 'tamarind-crane-61',
  current_password: 'tamarind-crane-61',
  new_password: 'velvet-mango-72',
  first_name: 'Ravi',
  last_name: 'Kumar',
  buyer_name: 'Ravi Kumar',
  author_name: 'Meera Iyer',
  site_contact_name: 'Suresh Gowda',
  seller_name: 'Sri Ganesh Traders',
  business_name: 'Kumar Constructions',
  buyer_business_name: 'Kumar Constructions',
  legal_name: 'Nirmaan Marketplace Private Limited',
  company: 'Kumar Constructions',
  builder_name: 'Prestige Group',
  project_name: 'Prestige Lakeside Habitat',
  address: '12, Old Madras Road, KR Puram, Bengaluru',
  address_line1: '14, 3rd Cross, Koramangala 4th Block',
  address_line2: 'Near Forum Mall',
  landmark: 'Opposite the water tank',
  delivery_instructions: 'Unload at the rear gate; call the site contact first',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  postal_code: '560034',
  pincode: '560034',
  site_pincode: '560034',
  area: 'Koramangala',
  location: 'Koramangala, Bengaluru',
  site_location: 'Koramangala, Bengaluru',
  gstin: '29ABCDE1234F1ZW',
  buyer_gstin: '29ABCDE1234F1ZW',
  invoice_number: 'SGT/2026-27/0042',
  credit_note_number: 'SGT/CN/2026-27/0003',
  partner_id: 'sharma-blog',
  partnerId: 'sharma-blog',
  slug: 'cement-bags-for-a-1200-sq-ft-house',
  excerpt: 'A room-by-room count, with the mix ratios builders in Bengaluru use.',
  content: 'A 1,200 sq ft house with a ground and first floor needs about 500 bags of cement…',
  message: 'Please share your best price for 200 bags delivered to Koramangala.',
  note: 'Called the buyer; they want delivery before the slab on Saturday.',
  notes: 'Site has a narrow lane: send a small truck.',
  terms: 'Prices include unloading; payment on delivery.',
  reason: 'The listing was a duplicate',
  status_reason: 'The GST certificate did not match the business name',
  rejection_reason: 'The photo shows another brand',
  next_step: 'Send a revised quote by Friday',
  search: 'cement',
  q: 'cement',
  word: 'cement',
  text: '482913 is your Nirmaan verification code. It expires in 10 minutes. Do not share it.',
  url: 'https://hooks.sharma-blog.example/nirmaan',
  link: 'https://www.sharma-blog.example/cement-guide',
  builder_link: 'https://www.prestigeconstructions.example',
  image_url: '/api/v1/images/products/12/800.webp',
  cover_image_url: '/api/v1/images/content/3/800.webp',
  src: '/api/v1/images/products/12/800.jpg',
  srcset: '/api/v1/images/products/12/400.webp 400w, /api/v1/images/products/12/800.webp 800w',
  alt: 'A 50 kg bag of UltraTech OPC 53 Grade Cement',
  secret: 'whsec_3q2+7w1F0b5rVn9yQ8e4kH6tL2mZ0cXs',
  event_type: 'order.placed',
  event_id: '7d1f0a4e-2c55-4d57-9a55-1d1c3e0b8f21',
  response_excerpt: 'ok, thanks',
  error: 'connect ECONNREFUSED 203.0.113.7:443',
  code: '482913',
  latitude: 12.9352,
  longitude: 77.6245,
  quantity: 100,
  stock_quantity: 2500,
  typical_quantity: 200,
  price: 420.5,
  price_per_unit: 420.5,
  unit_price: 420.5,
  current_price: 420.5,
  previous_price: 410,
  target_price: 400,
  min_price: 398,
  subtotal: 42050,
  delivery_charges: 150,
  delivery_charge: 150,
  total_amount: 42200,
  landed_total: 42200,
  delivery_radius_km: 40,
  delivery_distance_km: 8.6,
  distance_km: 8.6,
  gst_rate_percent: 28,
  read_time_minutes: 6,
  limit: 20,
  offset: 0,
  status_code: 200,
  attempt: 1,
  revision: 1,
  valid_days: 7,
  width: 800,
  height: 800,
};

const TIME = '2026-11-29T04:12:09.000Z';

/** Candidates for a string of a known pattern, tried when the name's value does not fit it. */
const PATTERN_VALUES = [
  '42',
  '9876543210',
  '0c6f9e2a4b8d1357a9c0e2f4b6d8a1c3.webp',
  '560034',
  '482913',
  '+919876543210',
  'ravi.kumar@example.com',
  TIME,
  '2026-12-05',
];

/** A field name as words: `delivery_instructions` → 'Delivery instructions'. */
function humanised(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fitsString(schema: Schema, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value);
}

function sampleString(schema: Schema, name: string): string {
  if (schema.format === 'date-time' || /_at$|^placed_(from|to)$/.test(name)) return TIME;
  if (schema.format === 'date' || /_date$|^valid_until$|^needed_by$/.test(name)) return fitsString(schema, TIME) ? TIME : '2026-12-05';
  if (schema.format === 'email') return String(FIELD_VALUES.email);
  const candidates = [FIELD_VALUES[name], ...(schema.pattern ? PATTERN_VALUES : []), humanised(name || 'text')];
  const fitting = candidates.find((candidate) => fitsString(schema, candidate));
  if (fitting !== undefined) return fitting;
  const text = String(candidates.at(-1));
  return text.padEnd(Number(schema.minLength ?? 0), 's').slice(0, Number(schema.maxLength ?? text.length + 1000));
}

function sampleNumber(schema: Schema, name: string, integer: boolean): number {
  const known = FIELD_VALUES[name];
  let value = typeof known === 'number' ? known : /(^|_)id$|Id$/.test(name) ? 42 : /count|total|^\w+s$/.test(name) ? 12 : integer ? 1 : 2.5;
  if (integer) value = Math.round(value);
  const minimum = Number(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Number(schema.exclusiveMinimum) + (integer ? 1 : 0.5) : -Infinity));
  const maximum = Number(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? Number(schema.exclusiveMaximum) - (integer ? 1 : 0.5) : Infinity));
  return Math.min(Math.max(value, minimum), maximum);
}

/** The first non-null type a schema allows (`type` may be a list, or the choices an anyOf/oneOf). */
function chosenBranch(schema: Schema): Schema {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches?.length) return branches.find((branch) => branch.type !== 'null') ?? branches[0]!;
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((type) => type !== 'null') ?? 'null' };
  return schema;
}

/** An example of a JSON schema (`name`: the field it is the value of, which picks a real value; `parent`: the field holding that). */
export function sampleOf(schema: Schema, name = '', parent = ''): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const chosen = chosenBranch(schema);
  if (chosen !== schema) return sampleOf(chosen, name, parent);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part as Schema, name, parent)));
  const known = FIELD_VALUES[`${parent}.${name}`];
  if (known !== undefined && schema.type === typeof known) return known;
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([field, fieldSchema]) => [field, sampleOf(fieldSchema, field, name)]));
    }
    case 'array': {
      const item = sampleOf((schema.items ?? {}) as Schema, name, parent);
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => item);
    }
    case 'string':
      return sampleString(schema, name);
    case 'integer':
      return sampleNumber(schema, name, true);
    case 'number':
      return sampleNumber(schema, name, false);
    case 'boolean':
      return !/^(is_admin|deleted|deactivated|demo|removable|accepted)$/.test(name);
    case 'null':
      return null;
    default:
      return FIELD_VALUES[name] ?? null;
  }
}

/** Whether a media type's schema is a file's bytes, which no JSON example shows. */
const isBinary = (schema: Schema | undefined) => schema?.format === 'binary' || (schema?.type === 'string' && schema.contentMediaType !== undefined);

/** Gives a schema `examples` (its own sample) when it has none; binary bodies are left alone. */
function withExample(schema: Schema | undefined): void {
  if (!schema || isBinary(schema) || (Array.isArray(schema.examples) && schema.examples.length)) return;
  schema.examples = [sampleOf(schema)];
}

/**
 * The document with an example on every request body and success response (and every
 * parameter) that lacks one: @fastify/swagger's transformObject, after the routes are turned into
 * OpenAPI. Mutates and answers the document it is given.
 */
export function withExamples<T extends { paths?: Record<string, Record<string, unknown>> }>(document: T): T {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item) as Array<OpenApiOperation & { parameters?: Array<{ name: string; schema?: Schema; example?: unknown }> }>) {
      if (typeof operation !== 'object' || operation === null) continue;
      for (const media of Object.values(operation.requestBody?.content ?? {})) withExample(media.schema);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status.startsWith('2')) for (const media of Object.values(response.content ?? {})) withExample(media.schema);
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema && parameter.example === undefined) parameter.example = sampleOf(parameter.schema, parameter.name);
      }
    }
  }
  return document;
}
