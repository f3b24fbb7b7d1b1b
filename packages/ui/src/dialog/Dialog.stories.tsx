import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { TextField } from '../field/TextField.tsx';
import { Select } from '../select/Select.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

/** Keeps `open` in state so Close, Escape and the backdrop really close it, and a button reopens it. */
function DialogWithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange(next);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        Open dialog
      </Button>
      <Dialog {...args} open={open} onOpenChange={change} />
    </>
  );
}

function AddressForm({ onDone }: { onDone?: () => void }) {
  const [street, setStreet] = useState('12, 4th Cross, Indiranagar');
  const [pincode, setPincode] = useState('');
  const [city, setCity] = useState('bangalore');
  return (
    <form
      id="address-form"
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        onDone?.();
      }}
    >
      <TextField label="Street address" autoComplete="street-address" value={street} onValueChange={setStreet} required />
      <TextField
        label="Pincode"
        autoComplete="postal-code"
        inputMode="numeric"
        value={pincode}
        onValueChange={setPincode}
        required
        error={pincode ? undefined : 'Enter a 6-digit pincode'}
      />
      <Select
        label="City"
        value={city}
        onValueChange={setCity}
        options={[
          { value: 'bangalore', label: 'Bangalore' },
          { value: 'chennai', label: 'Chennai' },
          { value: 'coimbatore', label: 'Coimbatore' },
        ]}
      />
    </form>
  );
}

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `A modal window for a task that must be finished or dismissed before going on: confirm a cancellation, fill a short form (an address, a quote request). Keep it short; long flows belong on a page. Not for information someone may want to keep open beside the page.

**States**: Confirm, WithForm, LongContent (the body scrolls, the title and buttons stay), Closed (a button opens it).

**Props**: \`open\`, \`onOpenChange\` (called with false on Escape, the Close button and a click on the backdrop: the owner decides), \`title\`, \`description\`, \`footer\` (its buttons), \`closeLabel\`, \`initialFocusRef\`, \`placement\` center | start.

**Accessibility**: the browser's own \`dialog\` opened as a modal: Tab stays inside it (also in a partner page's shadow root), the rest of the page is inert, and it is named by its title and described by its description. Focus moves into it when it opens (to \`initialFocusRef\`, else its first focusable element) and back to what had it when it closes. Escape closes it.`;

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: true, onOpenChange: fn(), title: 'Remove from cart?', children: <p style={{ margin: 0 }}>UltraTech cement, 10 bags will be removed.</p> },
  render: (args) => <DialogWithTrigger {...args} />,
  // A modal takes over its page: on the docs page each story gets its own frame.
  parameters: { docs: { description: { component: ABOUT }, story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Keep it</Button>
        <Button variant="danger">Remove</Button>
      </>
    ),
  },
};

export const WithForm: Story = {
  args: {
    title: 'New delivery address',
    description: 'We deliver in Bangalore, Chennai and Coimbatore.',
    children: <AddressForm />,
    footer: (
      <Button type="submit" form="address-form">
        Save Address
      </Button>
    ),
  },
};

export const LongContent: Story = {
  args: {
    title: 'Delivery terms',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            {index + 1}. Materials are unloaded at the site gate. Please make sure a person is there to receive and check the delivery against the invoice.
          </p>
        ))}
      </div>
    ),
    footer: <Button>I agree</Button>,
  },
};

export const Closed: Story = { args: { open: false } };
