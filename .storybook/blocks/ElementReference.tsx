import { attributeNameOf } from '../../packages/elements/src/embed/elementProperties.ts';
import { COMMON_ATTRIBUTES, ELEMENT_METADATA } from '../../packages/elements/src/registry.ts';
import type { AttributeMetadata, EventMetadata } from '../../packages/elements/src/registryTypes.ts';
import type { ElementTag } from '../../packages/elements/src/elementTypes.ts';

/** One attribute's allowed values as text: the fixed set, or what its type accepts. */
function allowedValues(attribute: AttributeMetadata): string {
  if (attribute.values) return attribute.values.join(' | ');
  if (attribute.type === 'boolean') return 'present or absent';
  return `any ${attribute.type}`;
}

/**
 * The element reference of a `<nirmaan-…>` element, straight from its registry entry (so the docs
 * page never drifts from what the element does): its attributes with their allowed values, its
 * events with their detail, and its own CSS custom properties.
 */
export function ElementReference({ tag }: { tag: ElementTag }) {
  const entry = ELEMENT_METADATA[tag];
  const attributes: [string, AttributeMetadata][] = Object.entries({ ...entry.attributes, ...COMMON_ATTRIBUTES });
  const events = Object.values(entry.events) as EventMetadata[];
  const cssProperties = Object.entries(('cssProperties' in entry ? entry.cssProperties : undefined) ?? {}) as [string, string][];
  return (
    <section aria-label={`The ${tag} element`}>
      <h2>
        The <code>&lt;{tag}&gt;</code> element
      </h2>
      <p>{entry.description}</p>
      {'route' in entry && entry.route ? (
        <p>
          In the host app: <code>{entry.route}</code>.
        </p>
      ) : null}
      <h3>Attributes</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Allowed values</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map(([property, attribute]) => (
            <tr key={property}>
              <td>
                <code style={{ whiteSpace: 'nowrap' }}>{attributeNameOf(property)}</code>
              </td>
              <td>{allowedValues(attribute)}</td>
              <td>{attribute.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Events</h3>
      {events.length === 0 ? (
        <p>None: the element fires no events of its own.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Detail</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.name}>
                <td>
                  <code style={{ whiteSpace: 'nowrap' }}>{event.name}</code>
                </td>
                <td>
                  <code>{event.detail}</code>
                </td>
                <td>{event.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>CSS custom properties</h3>
      {cssProperties.length === 0 ? (
        <p>
          None of its own; like every element it reads the theme&apos;s <code>--nirmaan-*</code> properties.
        </p>
      ) : (
        <ul>
          {cssProperties.map(([name, description]) => (
            <li key={name}>
              <code>{name}</code>: {description}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
