import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import type { ElementTag } from '../../packages/elements/src/elementTypes.ts';
import { ElementReference } from './ElementReference.tsx';

/**
 * The docs page of a widget that is also a `<nirmaan-…>` element: Storybook's autodocs page (the
 * written part, the first story with its controls, every story with its element markup) and the
 * element's reference from the registry. The tag is the meta's `parameters.nirmaanElement`.
 */
export function ElementDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = preparedMeta.parameters.nirmaanElement as ElementTag;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <ElementReference tag={tag} />
      <Stories title="Stories, with the element markup a partner pastes" />
    </>
  );
}
