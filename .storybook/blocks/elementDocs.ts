import type { ElementTag } from '../../packages/elements/src/elementTypes.ts';
import { WidgetDocsPage } from './WidgetDocsPage.tsx';
import { elementMarkup } from '../../packages/elements/src/storybook/elementMarkup.ts';

type StoryArgs = Readonly<Record<string, unknown>>;

/** How a widget's stories are framed on its docs page. */
export interface StoryFrameOptions {
  /**
   * The stories show a modal dialog or a fixed panel, which take no room in the page: each frame is at
   * least this high (CSS), and the first story, above the controls, is framed too, so that its
   * dialog or panel does not cover the docs page.
   */
  dialogHeight?: string;
}

/**
 * The docs parameters that frame each story on the docs page (fitDocsStoryFrame.ts keeps a frame
 * as tall as its content): in one window the stories would share one fake API, session and store,
 * and all show whichever story was set up last.
 */
function framedStories({ dialogHeight }: StoryFrameOptions) {
  return { nirmaanFramePrimary: dialogHeight !== undefined, story: { inline: false, height: dialogHeight ?? '120px' } };
}

/**
 * The docs parameters of a widget's stories file whose widget is not a `<nirmaan-…>` element (a
 * host-app page, a dialog, a panel of a dashboard): the written part (`prose`, markdown) on the
 * widget docs page, each story in a frame of its own (see StoryFrameOptions).
 */
export function widgetDocs(prose: string, frames: StoryFrameOptions = {}) {
  return { docs: { page: WidgetDocsPage, description: { component: prose }, ...framedStories(frames) } };
}

/**
 * The docs parameters of a widget's stories file whose widget is the `<nirmaan-…>` element `tag`:
 * the written part (`prose`, markdown), the widget docs page with the element's reference, and each
 * story's source shown as the element's markup with the story's args as attributes (the Show code
 * panel, with its Copy button). `attributesOf` maps the args to the element's properties where the
 * widget names them otherwise (a calculator's `defaultValues.workType` is the element's `workType`);
 * `frames`, how its stories are framed (see widgetDocs).
 */
export function elementDocs(tag: ElementTag, prose: string, attributesOf: (args: StoryArgs) => StoryArgs = (args) => args, frames: StoryFrameOptions = {}) {
  return {
    nirmaanElement: tag,
    docs: {
      page: WidgetDocsPage,
      description: { component: prose },
      ...framedStories(frames),
      source: {
        language: 'html',
        transform: (_code: string, context: { args: StoryArgs }) => elementMarkup(tag, attributesOf(context.args)),
      },
    },
  };
}
