/**
 * The closed value sets the schema enforces with CHECK constraints (text columns rather than
 * Postgres enums, so a later issue can add a value with a plain migration). Route code and zod
 * schemas should import these tuples instead of repeating the literals.
 */

/** A seller's review: new sellers are pending until an admin approves (or rejects) them. */
export const SELLER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** Order statuses (spec storefront §4, toolkit §4). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Cash on Delivery is the only payment method. */
export const PAYMENT_METHODS = ['cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order came to be: a buyer's checkout, or a seller converting a CRM lead. */
export const ORDER_SOURCES = ['checkout', 'crm_lead', 'rfq'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** Who recorded a listing price: the demo seed, listing creation, an edit, or a CSV upload. */
export const PRICE_SOURCES = ['seed', 'create', 'edit', 'csv'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** The formats every product image is stored in: AVIF and WebP for browsers that take them, JPEG for the rest. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** CRM lead stages; new is the default. */
export const LEAD_STAGES = ['new', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** Where a CRM contact or lead came from. */
export const LEAD_SOURCES = ['manual', 'import', 'chatbot', 'quote'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** CRM task priority (medium is the default) and status (open is the default). */
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_STATUSES = ['open', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A real-estate submission starts as pending verification. */
export const REAL_ESTATE_STATUSES = ['pending_verification', 'published', 'rejected'] as const;
export type RealEstateStatus = (typeof REAL_ESTATE_STATUSES)[number];

/** Who changed an order's status. */
export const ACTOR_ROLES = ['buyer', 'seller', 'admin', 'system'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** The three cities the marketplace serves; Bangalore is the default. */
export const CITIES = ['Bangalore', 'Chennai', 'Coimbatore'] as const;
export type City = (typeof CITIES)[number];

/** A webhook delivery waits (pending, also between retries), arrived (a 2xx answer), or was given up after the last retry. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
