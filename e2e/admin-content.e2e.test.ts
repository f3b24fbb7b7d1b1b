import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { field, signInAsDemoAdmin } from './support/journeys.ts';
import { auditAtWidths } from './support/layoutAudit.ts';

/**
 * The admin runs the content: edits a blog post (visitors read the change), unpublishes another
 * (it leaves the public blog), and verifies a visitor's real-estate listing (it appears on
 * /real-estate/listings, where a rejected one never does).
 */

const app = useAppUnderTest();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface PostSummary {
  id: number;
  slug: string;
  title: string;
}

const publicPosts = async () => (await (await fetch(`${app.server.url}/api/v1/blog/`)).json()) as PostSummary[];

/** The card of the post titled `title` in the admin's Blog tab. */
const postCard = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Blog posts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function submitListing(projectName: string): Promise<number> {
  const form = new FormData();
  form.append('project_name', projectName);
  form.append('location', 'Kengeri, Bangalore');
  form.append('site_size', '30x40');
  form.append('builder_name', 'Kengeri Layouts');
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'site.png');
  const response = await fetch(`${app.server.url}/api/v1/real-estate/listings`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('the admin runs the blog and the real-estate listings', () => {
  it('edits a post (the public post page shows the change) and unpublishes another (it leaves the public blog)', async () => {
    const [edited, unpublished] = await publicPosts();
    if (!edited || !unpublished) throw new Error('the demo data has fewer than two blog posts');
    const newTitle = `${edited.title} (updated for 2027)`;

    const admin = await app.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    await admin.getByRole('tab', { name: 'Blog' }).click();
    await postCard(admin, edited.title)
      .getByRole('button', { name: `Edit ${edited.title}` })
      .click();
    const title = field(admin, /^Title/);
    expect(await title.inputValue()).toBe(edited.title);
    await title.fill(newTitle);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText(`Saved "${newTitle}".`).waitFor();

    await postCard(admin, unpublished.title)
      .getByRole('button', { name: `Unpublish ${unpublished.title}` })
      .click();
    await admin.getByText(`Unpublished "${unpublished.title}": it is a draft again.`).waitFor();
    await postCard(admin, unpublished.title).getByText('Draft', { exact: true }).waitFor();
    // The Blog tab works on a phone too.
    expect(await auditAtWidths(admin, 'body', [320, 375])).toEqual([]);

    const visitor = await app.newPage(VIEWPORTS.mobile);
    await visitor.goto(`${app.server.url}/blog/${edited.slug}`);
    await visitor.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    await visitor.goto(`${app.server.url}/blog`);
    await visitor.getByRole('heading', { name: newTitle }).first().waitFor();
    expect(await visitor.getByRole('heading', { name: unpublished.title }).count()).toBe(0);
    await visitor.goto(`${app.server.url}/blog/${unpublished.slug}`);
    await visitor.getByText('Post not found').waitFor();
    expect((await publicPosts()).map((post) => post.slug)).not.toContain(unpublished.slug);

    await admin.context().close();
    await visitor.context().close();
  });

  it('verifies a submission, which appears on /real-estate/listings with its photo; a rejected one never does', async () => {
    const verifiedName = `Kengeri Greens ${Date.now()}`;
    const rejectedName = `Doubtful Acres ${Date.now()}`;
    await submitListing(verifiedName);
    await submitListing(rejectedName);

    const visitor = await app.newPage(VIEWPORTS.mobile);
    await visitor.goto(`${app.server.url}/real-estate/listings`);
    await visitor.getByRole('heading', { level: 1, name: 'Verified Listings' }).waitFor();
    await visitor.getByText('No verified listings yet.').waitFor();

    const admin = await app.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    // The leads tables load when scrolled near.
    await admin.getByRole('table', { name: 'Recent Sellers' }).scrollIntoViewIfNeeded();
    const table = admin.getByRole('table', { name: 'Real-estate Submissions' });
    await table.waitFor();
    await table.getByRole('button', { name: `Verify ${verifiedName}` }).click();
    await admin.getByText(`${verifiedName} is verified: it is on the public listings page.`).waitFor();
    await table.getByRole('button', { name: `Reject ${rejectedName}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject ${rejectedName}?` });
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await dialog.getByText('Please give the reason for rejecting this listing.').waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The layout is not approved by BDA.');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await table.getByRole('row').filter({ hasText: rejectedName }).getByText('Reason: The layout is not approved by BDA.').waitFor();

    await visitor.reload();
    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: verifiedName }) });
    await card.waitFor();
    expect(await card.textContent()).toContain('Kengeri, Bangalore');
    const photo = card.getByRole('img', { name: `The site: ${verifiedName}` });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await visitor.getByRole('heading', { name: rejectedName }).count()).toBe(0);
    expect(await auditAtWidths(visitor, 'body', [320, 375])).toEqual([]);

    await admin.context().close();
    await visitor.context().close();
  });
});
