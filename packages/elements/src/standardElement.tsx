import type { ComponentType } from 'react';
import type { AnyDefinition, AttributeSpec, EventSpec } from './defineElement.tsx';

/**
 * An element with no `*Element.tsx` of its own, as the build writes it from its registry entry
 * (scripts/elementModules.mjs): the entry's `widget`, rendered with the attributes as props of the
 * same names and the events' callbacks. elementTypes.ts checks at compile time that the widget takes them.
 */
export interface StandardElementSpec {
  readonly tagName: `nirmaan-${string}`;
  readonly attributes: AttributeSpec;
  /** An attribute's allowed values, when it has a fixed set: any other value reaches the widget as undefined (its default: attributeValues.ts). */
  readonly allowedValues: Readonly<Record<string, readonly (string | number)[]>>;
  readonly events: EventSpec;
}

/** What a standard element's widget gets: its attributes (checked by the element: attributeValues.ts), then the events' callbacks. */
export function standardWidgetProps(spec: StandardElementSpec, props: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const widgetProps: Record<string, unknown> = {};
  for (const name of Object.keys(spec.attributes)) {
    if (name !== 'partnerId') widgetProps[name] = props[name];
  }
  for (const callback of Object.keys(spec.events)) widgetProps[callback] = props[callback];
  return widgetProps;
}

/**
 * The definition of a standard element: the widget starts afresh (a new key) whenever an attribute
 * changes. A `partnerId` attribute is not the widget's: the element's root provides it (ElementRoot.tsx).
 */
export function standardDefinition(spec: StandardElementSpec, Widget: ComponentType<Record<string, unknown>>): AnyDefinition {
  const attributeNames = Object.keys(spec.attributes).filter((name) => name !== 'partnerId');
  return {
    tagName: spec.tagName,
    attributes: spec.attributes,
    events: spec.events,
    allowedValues: spec.allowedValues,
    render: (props) => {
      const widgetProps = standardWidgetProps(spec, props);
      return <Widget key={JSON.stringify(attributeNames.map((name) => widgetProps[name] ?? null))} {...widgetProps} />;
    },
  };
}
