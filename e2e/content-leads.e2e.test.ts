import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_BLOG_POSTS } from '../packages/server/src/db/seed/blogPosts.ts';
import { SEED_AFFILIATES } from '../packages/server/src/db/seed/reference.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { field, storedToken, signInAsDemoAdmin } from './support/journeys.ts';

const app = useAppUnderTest();

/** A tiny real PNG (1×1), and a 6 MB file that starts like a JPEG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SIX_MB_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]);

const materials = SEED_BLOG_POSTS.filter((post) => post.category === 'Materials');
const newest = [...SEED_BLOG_POSTS].sort((a, b) => a.daysAgo - b.daysAgo)[0]!;

async function open(path: string, heading: string | RegExp, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await app.newPage(viewport);
  await page.goto(`${app.server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

const signInAsAdmin = (page: Page) => signInAsDemoAdmin(page, app.server.url);

describe('blog', () => {
  it('a visitor reads /blog, filters a category and opens a post', async () => {
    const page = await open('/blog', 'Blog');
    expect(await page.title()).toBe('Blog — Nirmaan');
    // The newest post is featured first, the others follow.
    const articles = page.getByRole('article');
    await expect.poll(() => articles.count()).toBe(SEED_BLOG_POSTS.length);
    expect(await articles.first().getByRole('heading', { level: 2 }).textContent()).toBe(newest.title);
    expect(await articles.first().textContent()).toContain('Featured');

    const chips = page.getByRole('group', { name: 'Filter posts by category' }).getByRole('button');
    expect(await chips.first().textContent()).toBe('All Posts');
    await page.getByRole('button', { name: 'Materials', exact: true }).click();
    await expect.poll(() => articles.count()).toBe(materials.length);
    expect(await page.getByRole('button', { name: 'Materials', exact: true }).getAttribute('aria-pressed')).toBe('true');

    const post = materials[0]!;
    await page.getByRole('link', { name: post.title }).click();
    await page.waitForURL(`${app.server.url}/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    expect(await page.title()).toBe(`${post.title} — Nirmaan Blog`);
    expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toBe(post.excerpt);
    const article = page.getByRole('article');
    expect(await article.textContent()).toContain(`By ${post.authorName ?? 'Admin'}`);
    expect(await article.textContent()).toContain(`${post.readTimeMinutes} min read`);
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
    await page.getByRole('link', { name: '← Back to Blog' }).first().click();
    await page.waitForURL(`${app.server.url}/blog`);
    await page.context().close();
  });

  it("shows 'Post not found' with a back link for an unknown post", async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/blog/no-such-post`);
    await page.getByRole('alert').filter({ hasText: 'Post not found' }).waitFor();
    expect(await page.getByRole('link', { name: '← Back to Blog' }).count()).toBe(1);
    await page.context().close();
  });

  it('sends a visitor from /admin/blog/new to /admin/login', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/admin/blog/new`);
    await page.waitForURL(`${app.server.url}/admin/login`);
    await page.context().close();
  });

  it('the admin creates a post with the Auto slug; script and onerror in it never run', async () => {
    const page = await app.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAsAdmin(page);
    await page.goto(`${app.server.url}/admin/blog/new`);
    await page.getByRole('heading', { level: 1, name: 'Create Blog Post' }).waitFor();
    await field(page, /^Title/).fill('Waterproofing Your Terrace: A Monsoon Checklist!');
    await page.getByRole('button', { name: 'Auto', exact: true }).click();
    expect(await field(page, /^Slug/).inputValue()).toBe('waterproofing-your-terrace-a-monsoon-checklist');
    await field(page, /^Content/).fill(
      '<h2>Before the rains</h2><p>Clear the outlets.<img src=x onerror=alert(1)></p><script>alert("script")</script><ul><li><strong>Slope</strong> the screed to the drains</li></ul>',
    );
    await field(page, /^Category/).fill('Construction Tips');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.waitForURL(`${app.server.url}/blog/waterproofing-your-terrace-a-monsoon-checklist`);
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 1, name: 'Waterproofing Your Terrace: A Monsoon Checklist!' }).waitFor();
    await article.getByRole('heading', { level: 2, name: 'Before the rains' }).waitFor();
    expect(await article.getByRole('listitem').textContent()).toBe('Slope the screed to the drains');
    expect(await page.locator('article img[src="x"], article script, [onerror]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    // It heads the list now.
    await page.goto(`${app.server.url}/blog`);
    await page.getByRole('heading', { level: 2, name: 'Waterproofing Your Terrace: A Monsoon Checklist!' }).waitFor();
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});

describe('affiliates', () => {
  it('shows the active affiliates as cards opening in a new tab with rel noopener', async () => {
    const page = await open('/affiliates', 'Affiliates');
    const cards = page.getByRole('list', { name: 'Affiliates' }).getByRole('link');
    const active = SEED_AFFILIATES.filter((affiliate) => affiliate.isActive);
    await expect.poll(() => cards.count()).toBe(active.length);
    for (const [index, affiliate] of active.entries()) {
      const card = cards.nth(index);
      expect(await card.getAttribute('href')).toBe(affiliate.url);
      expect(await card.getAttribute('target')).toBe('_blank');
      expect(await card.getAttribute('rel')).toContain('noopener');
    }
    await page.context().close();
  });
});

describe('real-estate submission', () => {
  it('a listing with an image reaches the admins as pending verification', async () => {
    const page = await open('/real-estate', 'List Your Property');
    const project = `Brigade Orchards Phase ${Date.now()}`;
    await field(page, /^Project name/).fill(project);
    await field(page, /^Location/).fill('Devanahalli, Bangalore');
    await field(page, /^Site number/).fill('C-118');
    await field(page, /^Site size/).fill('30x40');
    await field(page, /^GPS/).fill('13.2473,77.7120');
    await field(page, /^Builder name/).fill('Brigade Group');
    await field(page, /^Builder link/).fill('https://www.brigadegroup.com/');
    await page.getByLabel('Site image (optional)').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await page.getByText('Pending Verification', { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'our team verifies each listing before publishing it' }).count()).toBe(1);

    const admin = await app.newPage();
    await signInAsAdmin(admin);
    const token = await storedToken(admin, 'admin_access_token');
    const response = await fetch(`${app.server.url}/api/v1/admin/real-estate`, { headers: { authorization: `Bearer ${token}` } });
    const submissions = (await response.json()) as Array<Record<string, unknown>>;
    expect(submissions[0]).toMatchObject({
      project_name: project,
      location: 'Devanahalli, Bangalore',
      latitude: 13.2473,
      longitude: 77.712,
      builder_link: 'https://www.brigadegroup.com/',
      has_image: true,
      status: 'pending_verification',
    });
    await page.context().close();
    await admin.context().close();
  });

  it('refuses a 6 MB image with a message the visitor sees, and a listing without project name or location', async () => {
    const page = await open('/real-estate', 'List Your Property');
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please provide at least a project name or location.' }).waitFor();
    await field(page, /^Location/).fill('Thoraipakkam, Chennai');
    await page.getByLabel('Site image (optional)').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: SIX_MB_JPEG });
    await page.getByText('The image is larger than 5 MB. Please choose a smaller image.').waitFor();
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    expect(await page.getByText('Pending Verification', { exact: true }).count()).toBe(0);
    expect(await field(page, /^Location/).inputValue()).toBe('Thoraipakkam, Chennai');
    await page.context().close();
  });
});

describe.each(Object.entries(VIEWPORTS))('content and leads pages at %s width', (_name, viewport) => {
  const pages = [
    { path: '/blog', heading: 'Blog' },
    { path: `/blog/${SEED_BLOG_POSTS[1]!.slug}`, heading: SEED_BLOG_POSTS[1]!.title },
    { path: '/affiliates', heading: 'Affiliates' },
    { path: '/real-estate', heading: 'List Your Property' },
  ];
  it.each(pages)('$path fits the width and has no WCAG 2.1 A/AA violations', async ({ path, heading }) => {
    const page = await open(path, heading, viewport);
    // Wait for the loaded content, not the spinner.
    await page.waitForFunction(() => !document.querySelector('[role="status"]')?.textContent?.startsWith('Loading'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
