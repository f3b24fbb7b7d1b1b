/**
 * A docs page shows a widget's stories each in its own frame (`docs.story.inline: false`, set by
 * widgetDocs/elementDocs), so each story has its own page: its own fake API, session and stores,
 * and its play function run, as when the story is opened alone. Storybook gives such a frame a
 * fixed height (`docs.story.height`); this keeps it as tall as the story's content instead, never
 * below that height (which a dialog's story sets: a modal dialog takes no room in the page).
 *
 * Called once in every preview window; does something only inside such a frame (whose element,
 * in the docs page of the same origin, has the id `iframe--<story id>`).
 */
export function fitDocsStoryFrame(): void {
  const frame = window.frameElement;
  const box = frame?.id.startsWith('iframe--') ? frame.parentElement : null;
  const root = document.getElementById('storybook-root');
  if (!box || !root) return;
  const floor = parseFloat(box.style.height) || 0;
  const fit = () => {
    const padding = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
    // The content's height, and what hangs below it (an open menu, a list of suggestions).
    const content = Math.max(root.getBoundingClientRect().bottom + padding, overhang(root));
    box.style.height = `${Math.max(floor, Math.ceil(content + window.scrollY))}px`;
  };
  // Once a frame at most, however many changes arrive in it.
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      fit();
    });
  };
  new ResizeObserver(schedule).observe(root);
  new MutationObserver(schedule).observe(root, { childList: true, subtree: true, attributes: true });
}

/** The lowest bottom edge of an element in `root` that is taken out of the flow (positioned absolutely). */
function overhang(root: HTMLElement): number {
  let lowest = 0;
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).position === 'absolute') lowest = Math.max(lowest, element.getBoundingClientRect().bottom);
  }
  return lowest;
}
