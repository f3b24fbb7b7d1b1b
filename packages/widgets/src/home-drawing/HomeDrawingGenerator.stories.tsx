import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NAKSHATRA_NAMES } from '@nirmaan/calculators';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { HomeDrawingGenerator } from './HomeDrawingGenerator.tsx';

const meta = {
  title: 'Widgets/Calculators/Home Drawing Generator',
  component: HomeDrawingGenerator,
  argTypes: {
    nakshatra: { control: 'select', options: NAKSHATRA_NAMES },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    onGenerated: { control: false },
  },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-home-drawing',
      `The home drawing generator: from a nakshatra (which sets the facing and the Vastu tips), the plot's length and width, the floors and the rooms, it draws a floor plan per floor (north up) with its rooms listed by colour, the totals and Vastu tips.

**Use it** early in planning, to show a buyer what a plot can hold. **Do not use it** as an architect's drawing or for quantities: it is a sketch; the BOQ and house calculators count materials.

**States** (the stories): Empty (the form), TwoFloors (Rohini, two floors with parking: plan, rooms, totals and tips), NoNakshatra (the error summary: "Please select a nakshatra") and TwoFloorsDark.

**Props**: \`nakshatra\` (one of the nine listed, selected at first), \`headingLevel\` 1 | 2, \`onGenerated\` (called with \`{ input, plan }\`; the element's \`nirmaan-plan-generated\` event).

**Accessibility**: every field is labelled and the plot and rooms are fieldsets with legends; the chosen nakshatra's card is a polite live region; errors come as an alert summary; each floor plan is an image named with its floor and size ("Ground Floor plan, 30 by 40 ft, north up") and its rooms are also a list in words, so the colours are never the only cue.`,
    ),
  },
} satisfies Meta<typeof HomeDrawingGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Rohini (faces North), two floors with parking: the plan, rooms, totals and Vastu tips. */
export const TwoFloors: Story = {
  args: { nakshatra: 'Rohini' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Floors' }), '2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Parking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Plan' }));
    await expect(await canvas.findByRole('img', { name: /Ground Floor plan/ })).toBeInTheDocument();
  },
};

/** The representative screen in each language: Rohini's plan, found by roles alone (the play works in every language). */
export const Drawn: Story = {
  tags: ['languages'],
  args: { nakshatra: 'Rohini' },
  play: async ({ canvasElement }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('img')).toBeInTheDocument();
  },
};

export const NoNakshatra: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Plan' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a nakshatra');
  },
};

export const TwoFloorsDark: Story = { ...TwoFloors, globals: { theme: 'dark' } };
