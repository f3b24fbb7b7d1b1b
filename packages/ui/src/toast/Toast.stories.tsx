import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { ToastViewport } from './Toast.tsx';
import { createToastStore, type ToastOptions } from './toastStore.ts';

interface ToastDemoProps {
  /** Shown when the story opens; they stay until dismissed so they can be inspected. */
  initial: ToastOptions[];
}

/** Each story has its own store, so stories on the docs page do not share toasts. */
function ToastDemo({ initial }: ToastDemoProps) {
  const [store] = useState(() => {
    const created = createToastStore({ duration: Number.POSITIVE_INFINITY });
    for (const toast of initial) created.show(toast);
    return created;
  });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        variant="secondary"
        onClick={() => store.show({ title: 'Added to cart', description: 'UltraTech cement, 10 bags', tone: 'success', duration: 5000 })}
      >
        Show success
      </Button>
      <Button
        variant="secondary"
        onClick={() => store.show({ title: 'Could not place order', description: 'Please try again.', tone: 'error', duration: 5000 })}
      >
        Show error
      </Button>
      <Button variant="secondary" onClick={() => store.show({ title: 'Prices updated for Chennai', tone: 'info', duration: 5000 })}>
        Show info
      </Button>
      <ToastViewport store={store} />
    </div>
  );
}

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `Brief news about something that just happened elsewhere on the page: "Added to cart", "Saved". It disappears by itself, so never put in a toast what someone must act on or keep (errors a form must fix go beside the field; lasting problems go in an Alert).

**States**: Success, ErrorToast, Info, Stacked (several at once, newest last), Empty (nothing shown, the region waits).

**Props** (\`ToastViewport\`): \`store\` (the toast store; widgets share one), \`label\` ("Notifications"), \`dismissLabel\`. Toasts are shown with \`store.show({ title, description, tone, duration })\`.

**Accessibility**: toasts are rendered in place (no portal, so they work inside a partner page's shadow root) in a polite live region: they are announced without interrupting; error toasts are alerts. Hovering or focusing a toast pauses every dismiss timer (WCAG 2.2.1), and each has a Dismiss button.`;

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { initial: [] },
  parameters: { docs: { description: { component: ABOUT }, story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { initial: [{ title: 'Added to cart', description: 'UltraTech cement, 10 bags', tone: 'success' }] },
};
export const ErrorToast: Story = {
  name: 'Error',
  args: { initial: [{ title: 'Could not place order', description: 'The payment service did not answer. Please try again.', tone: 'error' }] },
};
export const Info: Story = { args: { initial: [{ title: 'Prices updated for Chennai', tone: 'info' }] } };
export const Stacked: Story = {
  args: {
    initial: [
      { title: 'Address saved', tone: 'success' },
      { title: 'Delivery slot changed', description: 'Now Tuesday, 9 am to 12 noon', tone: 'info' },
      { title: 'Steel TMT 12 mm is out of stock', tone: 'error' },
    ],
  },
};
export const Empty: Story = {};
