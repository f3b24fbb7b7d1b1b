import type { ElementTag } from '../../packages/elements/src/elementTypes.ts';
import { WidgetDocsPage } from './WidgetDocsPage.tsx';
import { elementMarkup } from '../../packages/elements/src/storybook/elementMarkup.ts';

type StoryArgs = Readonly<Record<string, unknown>>;

/**
 * The docs parameters of a widget's stories file whose widget is not a `<nirmaan-…>` element (a
 * host-app page, a dialog, a panel of a dashboard): the written part (`prose`, markdown) on the
 * widget docs page.
 */
export function widgetDocs(prose: string) {
  return { docs: { page: WidgetDocsPage, description: { component: prose } } };
}

/**
 * The docs parameters of a widget's stories file whose widget is the `<nirmaan-…>` element `tag`:
 * the written part (`prose`, markdown), the widget docs page with the element's reference, and each
 * story's source shown as the element's markup with the story's args as attributes (the Show code
 * panel, with its Copy button). `attributesOf` maps the args to the element's properties where the
 * widget names them otherwise (a calculator's `defaultValues.workType` is the element's `workType`).
 */
export function elementDocs(tag: ElementTag, prose: string, attributesOf: (args: StoryArgs) => StoryArgs = (args) => args) {
  return {
    nirmaanElement: tag,
    docs: {
      page: WidgetDocsPage,
      description: { component: prose },
      source: {
        language: 'html',
        transform: (_code: string, context: { args: StoryArgs }) => elementMarkup(tag, attributesOf(context.args)),
      },
    },
  };
}
