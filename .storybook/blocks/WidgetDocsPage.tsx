import { Canvas, Controls, Description, DocsContext, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import type { ElementTag } from '../../packages/elements/src/elementTypes.ts';
import { frameStoriesIn, toolbarLocale } from '../toolbarLocale.ts';
import { ElementReference } from './ElementReference.tsx';

/**
 * The docs page of a widget: Storybook's autodocs page with the written part (the meta's
 * `docs.description.component`) marked `data-written-docs`, so the docs check can tell it from a
 * page with autodocs only; then the first story with its controls, the element's reference from the
 * registry when the widget is a `<nirmaan-…>` element (the meta's `parameters.nirmaanElement`), and
 * every story (with the element markup a partner pastes, when there is an element).
 *
 * The stories below are each in a frame of their own (the helpers set `docs.story.inline: false`);
 * the first one, whose controls the page shows, is drawn in the page, where the controls reach it
 * (the only story there: its fake API and session are its own), unless it is a dialog, which would
 * cover the page (`docs.nirmaanFramePrimary`). The frames load in the toolbar's language: it goes
 * into their address, and a change loads them again (keyed by it).
 */
export function WidgetDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = preparedMeta.parameters.nirmaanElement as ElementTag | undefined;
  const docsContext = useContext(DocsContext);
  const [primary] = docsContext.componentStories();
  const framePrimary = preparedMeta.parameters.docs?.nirmaanFramePrimary === true;
  const locale = primary ? toolbarLocale(docsContext.getStoryContext(primary).globals) : 'en';
  frameStoriesIn(locale);
  return (
    <>
      <Title />
      <Subtitle />
      <div data-written-docs="">
        <Description />
      </div>
      {primary ? <Canvas key={framePrimary ? locale : undefined} of={primary.moduleExport} withToolbar story={{ inline: !framePrimary }} /> : null}
      <Controls />
      {tag ? <ElementReference tag={tag} /> : null}
      <Stories key={locale} title={tag ? 'Stories, with the element markup a partner pastes' : 'Stories'} />
    </>
  );
}
