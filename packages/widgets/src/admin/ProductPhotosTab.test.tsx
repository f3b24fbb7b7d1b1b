import { logout, PRODUCT_IMAGE_MESSAGES, productTitle, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { FAKE_PRODUCTS, installFakeApi } from '../testing/fakeApi.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  logout('admin');
});

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('the admin’s Photos tab', () => {
  it('finds a product, adds photos, puts the second first and removes one; a file that is not a photo gets the server’s reason', async () => {
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
    signInAdmin('admin-token');
    refreshAdmin();
    const user = userEvent.setup();
    render(<AdminDashboard initialTab="photos" />);
    const product = FAKE_PRODUCTS[0]!;
    const title = productTitle(product);

    await user.type(await screen.findByRole('textbox', { name: 'Product name or SKU' }), product.name);
    await user.click(screen.getByRole('button', { name: 'Find products' }));
    await user.click(await screen.findByRole('button', { name: `Photos of ${title}` }));
    expect(await screen.findByText(`${title} has no photo yet.`)).toBeInTheDocument();

    const upload = async (file: File, alt: string) => {
      // The form starts afresh after each upload.
      const form = within(screen.getByRole('form', { name: `Add a photo of ${title}` }));
      await user.upload(form.getByLabelText(/^Photo/), file);
      if (alt) await user.type(form.getByRole('textbox', { name: /What the photo shows/ }), alt);
      await user.click(form.getByRole('button', { name: 'Upload photo' }));
    };
    await upload(jpeg('front.jpg'), 'Front of the bag');
    await screen.findByText('Main photo: Front of the bag');
    await upload(jpeg('stack.jpg'), 'Bags stacked on a pallet');
    const photos = await screen.findByRole('list', { name: `Photos of ${title}` });
    await within(photos).findByRole('img', { name: 'Bags stacked on a pallet' });
    expect(within(photos).getByRole('img', { name: 'Front of the bag' })).toHaveAttribute('width', '960');

    await user.click(within(photos).getByRole('button', { name: 'Move photo 2 earlier' }));
    await screen.findByText('Main photo: Bags stacked on a pallet');
    await user.click(within(photos).getByRole('button', { name: 'Remove photo 2' }));
    await screen.findByText('Photo removed.');
    expect(within(photos).queryByRole('img', { name: 'Front of the bag' })).not.toBeInTheDocument();

    await upload(new File(['<svg><script>alert(1)</script></svg>'], 'cement.jpg', { type: 'image/jpeg' }), '');
    expect(await screen.findByRole('alert')).toHaveTextContent(PRODUCT_IMAGE_MESSAGES.notAnImage);
  });
});
