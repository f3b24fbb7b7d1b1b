import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import type { ElementTag } from '../../packages/elements/src/elementTypes.ts';
import { ElementReference } from './ElementReference.tsx';

/**
 * The docs page of a widget: Storybook's autodocs page with the written part (the meta's
 * `docs.description.component`) marked `data-written-docs`, so the docs check can tell it from a
 * page with autodocs only; then the first story with its controls, the element's reference from the
 * registry when the widget is a `<nirmaan-…>` element (the meta's `parameters.nirmaanElement`), and
 * every story (with the element markup a partner pastes, when there is an element).
 */
export function WidgetDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = preparedMeta.parameters.nirmaanElement as ElementTag | undefined;
  return (
    <>
      <Title />
      <Subtitle />
      <div data-written-docs="">
        <Description />
      </div>
      <Primary />
      <Controls />
      {tag ? <ElementReference tag={tag} /> : null}
      <Stories title={tag ? 'Stories, with the element markup a partner pastes' : 'Stories'} />
    </>
  );
}
