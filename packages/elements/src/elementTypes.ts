import type {
  BrickClassId,
  CementTypeId,
  ConcreteGradeId,
  CostQualityId,
  HouseFinishId,
  HouseWallTypeId,
  LabourLocationId,
  LabourWorkTypeId,
  MaterialCalculationType,
  NakshatraName,
  SteelGradeId,
} from '@nirmaan/calculators';
import type { City, PriceBoardCategory } from '@nirmaan/core';
import type * as Widgets from '@nirmaan/widgets';
import type { AdminDashboardTab, SellerDashboardTab, SignInVariant } from '@nirmaan/widgets';
import type { ReactNode } from 'react';
import type { AttributeProps, AttributeType } from './defineElement.tsx';
import type { AttributeMetadata, COMMON_ATTRIBUTES, ELEMENT_METADATA, EventDetails, EventMetadata } from './registry.ts';

/*
 * The types derived from the element registry (registry.ts): an element's tag, what its definition
 * must have, its events, properties and attributes as pages and frameworks see them. A compile
 * error in the last block names an allowed value that drifted from the widget's own.
 */

/** Every element's tag. */
export type ElementTag = keyof typeof ELEMENT_METADATA;

type Metadata<T extends ElementTag> = (typeof ELEMENT_METADATA)[T];
type Attributes<T extends ElementTag> = Metadata<T>['attributes'];
type Events<T extends ElementTag> = Metadata<T>['events'];
type EventOf<T extends ElementTag> = Events<T>[keyof Events<T>];

type AttributeTypes<T extends ElementTag> = {
  readonly [K in keyof Attributes<T>]: Attributes<T>[K] extends AttributeMetadata ? Attributes<T>[K]['type'] : never;
};
type EventNames<T extends ElementTag> = { readonly [K in keyof Events<T>]: Events<T>[K] extends EventMetadata ? Events<T>[K]['name'] : never };
/** No property at all when there is none: `{}` would take any object, so a definition could add one unnoticed. */
type Exactly<O> = [keyof O] extends [never] ? { readonly [key: string]: never } : O;

/** An element's attribute types, as its definition gives them to r2wc: `{ workType: 'string', ... }`. */
export type AttributeTypesOf<T extends ElementTag> = Exactly<AttributeTypes<T>>;

/** An element's events, as its definition gives them to r2wc: `{ onCalculated: 'nirmaan-calculated' }`. */
export type EventNamesOf<T extends ElementTag> = Exactly<EventNames<T>>;

type DetailOf<E> = E extends EventMetadata ? EventDetails[E['detail']] : never;

/** The render callbacks of an element's events, each with its detail's type. */
export type DetailCallbacksOf<T extends ElementTag> = { readonly [K in keyof Events<T>]: (detail: DetailOf<Events<T>[K]>) => void };

/**
 * What an element's *Element.tsx exports (as its default export): exactly the attributes and events
 * of its metadata, and the widget it renders. `satisfies ElementDefinitionOf<'nirmaan-...'>`.
 */
export interface ElementDefinitionOf<T extends ElementTag> {
  readonly tagName: T;
  readonly attributes: AttributeTypesOf<T>;
  readonly events: EventNamesOf<T>;
  readonly render: (props: AttributeProps<AttributeTypes<T>> & DetailCallbacksOf<T>) => ReactNode;
}

/** The events one element fires, by name, for typed addEventListener calls. */
export type ElementEventMap<T extends ElementTag> = { [E in EventOf<T> as E extends EventMetadata ? E['name'] : never]: CustomEvent<DetailOf<E>> };

type AnyEvent = { [T in ElementTag]: EventOf<T> }[ElementTag];

/** Every `nirmaan-*` event an element fires, by name; an event several elements fire has any of their details. */
export type NirmaanEventMap = { [E in AnyEvent as E extends EventMetadata ? E['name'] : never]: CustomEvent<DetailOf<E>> };

type ValueOf<A> = A extends { readonly values: readonly (infer V)[] }
  ? V
  : A extends { readonly type: infer Type extends AttributeType }
    ? AttributeValueOfType<Type>
    : never;
type AttributeValueOfType<Type extends AttributeType> = Type extends 'number'
  ? number
  : Type extends 'boolean'
    ? boolean
    : Type extends 'json'
      ? unknown
      : string;

/** An element's properties: one per attribute, reflecting it, typed with its allowed values. */
export type ElementPropertiesOf<T extends ElementTag> = { -readonly [K in keyof Attributes<T>]: ValueOf<Attributes<T>[K]> | undefined };

/** The values an attribute takes in markup (`work-type="masonry"`), by attribute name. */
export type ElementAttributesOf<T extends ElementTag> = {
  [K in keyof Attributes<T> & string as KebabCase<K>]?:
    ValueOf<Attributes<T>[K]> | (Attributes<T>[K] extends { readonly type: 'number' } ? `${number}` : never);
} & { [K in keyof typeof COMMON_ATTRIBUTES]?: ValueOf<(typeof COMMON_ATTRIBUTES)[K]> };

type KebabCase<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Rest>}`
  : S;

// Allowed values that must be exactly the widgets' own: a compile error here names the one that drifted.
type ValuesOf<T extends ElementTag, K extends keyof Attributes<T>> = Attributes<T>[K] extends { readonly values: readonly (infer V)[] } ? V : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
type _AllowedValuesAreTheWidgets = [
  Expect<Same<ValuesOf<'nirmaan-labour-calculator', 'workType'>, LabourWorkTypeId>>,
  Expect<Same<ValuesOf<'nirmaan-labour-calculator', 'location'>, LabourLocationId>>,
  Expect<Same<ValuesOf<'nirmaan-sign-in', 'variant'>, SignInVariant>>,
  Expect<Same<ValuesOf<'nirmaan-material-calculator', 'calculationType'>, MaterialCalculationType>>,
  Expect<Same<ValuesOf<'nirmaan-material-calculator', 'grade'>, ConcreteGradeId | BrickClassId | SteelGradeId | CementTypeId>>,
  Expect<Same<ValuesOf<'nirmaan-house-calculator', 'finish'>, HouseFinishId>>,
  Expect<Same<ValuesOf<'nirmaan-house-calculator', 'wallType'>, HouseWallTypeId>>,
  Expect<Same<ValuesOf<'nirmaan-cost-calculator', 'quality'>, CostQualityId>>,
  Expect<Same<ValuesOf<'nirmaan-home-drawing', 'nakshatra'>, NakshatraName>>,
  Expect<Same<ValuesOf<'nirmaan-seller-dashboard', 'tab'>, SellerDashboardTab>>,
  Expect<Same<ValuesOf<'nirmaan-admin-dashboard', 'tab'>, AdminDashboardTab>>,
  Expect<Same<ValuesOf<'nirmaan-pincode-manager', 'city'>, City>>,
  Expect<Same<ValuesOf<'nirmaan-price-board', 'city'>, City>>,
  Expect<Same<ValuesOf<'nirmaan-price-board', 'category'>, PriceBoardCategory>>,
];

// A standard element (its entry names its widget, standardElement.tsx renders it): the widget must
// take the element's attributes (partnerId aside) and event callbacks as props. A compile error here
// names the element whose widget does not, or whose `widget` is no @nirmaan/widgets export.
type StandardProps<T extends ElementTag> = Omit<ElementPropertiesOf<T>, 'partnerId'> & DetailCallbacksOf<T>;
type WidgetTakes<T extends ElementTag> =
  Metadata<T> extends { readonly widget: infer W }
    ? W extends keyof typeof Widgets
      ? (typeof Widgets)[W] extends (props: infer P) => ReactNode
        ? [Exclude<keyof StandardProps<T>, keyof NonNullable<P>>] extends [never]
          ? StandardProps<T> extends NonNullable<P>
            ? true
            : false
          : false
        : false
      : false
    : true;
type EveryElement<Check extends Readonly<Record<ElementTag, true>>> = Check;
type _StandardWidgetsTakeTheirAttributes = EveryElement<{ [T in ElementTag]: WidgetTakes<T> }>;
