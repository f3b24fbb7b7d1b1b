import type { R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type WidgetProps = Record<string, unknown>;

/** What r2wc keeps for a mounted element: a tuple, a few bytes lighter than an object in every first widget. */
type WidgetContext = [root: Root, Component: ComponentType<WidgetProps>, container: HTMLElement];

/** Roots of removed elements, until their unmount runs (a microtask later). */
const leaving = new WeakMap<HTMLElement, Root>();

/**
 * How r2wc renders an element's widget into its shadow root: @r2wc/react-to-web-component's
 * renderer, except that a removed element's React root unmounts a microtask later. A React app that
 * removes the element is still committing when the element hears it left, and with
 * @nirmaan/elements from npm the app's React is the widget's: React refuses to unmount a root then
 * ("Attempted to synchronously unmount a root while React was already rendering"). An element put
 * back before the microtask keeps its root.
 */
export const widgetRenderer: R2WCRenderer<WidgetProps, WidgetContext> = {
  mount(container, Component, props) {
    const root = leaving.get(container) ?? createRoot(container);
    leaving.delete(container);
    root.render(createElement(Component, props));
    return [root, Component, container];
  },
  update([root, Component], props) {
    root.render(createElement(Component, props));
  },
  unmount([root, , container]) {
    leaving.set(container, root);
    queueMicrotask(() => {
      if (leaving.get(container) !== root) return;
      leaving.delete(container);
      root.unmount();
    });
  },
};
