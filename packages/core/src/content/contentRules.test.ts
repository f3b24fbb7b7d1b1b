import { describe, expect, it } from 'vitest';
import { AFFILIATE_MESSAGES, emptyAffiliateForm, toAffiliateForm, toAffiliateInput, validateAffiliateForm } from './affiliateRules.ts';
import {
  authorOf,
  BLOG_MESSAGES,
  blogPostFormProblems,
  blogPostProblemOf,
  blogCategories,
  emptyBlogPostForm,
  formatPostDate,
  isSlug,
  slugFromTitle,
  toBlogPostInput,
  validateBlogPostForm,
} from './blogRules.ts';
import {
  emptyRealEstateForm,
  imageKindOf,
  parseGps,
  REAL_ESTATE_IMAGE_MAX_BYTES,
  REAL_ESTATE_LIMITS,
  REAL_ESTATE_MESSAGES,
  realEstateFormProblems,
  realEstateProblemOf,
  realEstateProblemText,
  toRealEstateFormData,
  validateRealEstateForm,
} from './realEstateRules.ts';
import { isHttpUrl } from './urlRules.ts';

describe('slugFromTitle (spec toolkit §5, the Auto button)', () => {
  it('lower-cases, drops characters other than letters, digits, spaces and hyphens, and joins words with hyphens', () => {
    expect(slugFromTitle('OPC vs PPC: Which Cement?')).toBe('opc-vs-ppc-which-cement');
    expect(slugFromTitle('How to check TMT bars (Fe 500D) on site!')).toBe('how-to-check-tmt-bars-fe-500d-on-site');
    expect(slugFromTitle('M-Sand, P-Sand & river sand')).toBe('m-sand-p-sand-river-sand');
  });

  it('collapses runs of spaces and hyphens and trims them from the ends', () => {
    expect(slugFromTitle('  Plan   sanction -- in  BBMP  ')).toBe('plan-sanction-in-bbmp');
    expect(slugFromTitle('--a--')).toBe('a');
  });

  it('keeps letters of other scripts and digits, and gives nothing for a title of symbols', () => {
    expect(slugFromTitle('Vastu 2026 ಮನೆ')).toBe('vastu-2026-ಮನೆ');
    expect(slugFromTitle('₹ / % !')).toBe('');
  });
});

describe('isSlug', () => {
  it('accepts what Auto gives and refuses anything Auto would change', () => {
    expect(isSlug('opc-vs-ppc')).toBe(true);
    expect(isSlug('2026-price-trends')).toBe(true);
    for (const bad of ['', 'OPC-vs-PPC', 'opc vs ppc', 'opc--ppc', '-opc', 'opc-', 'opc_ppc', 'a/b', '../etc', 'é?']) expect(isSlug(bad), bad).toBe(false);
    expect(isSlug('a'.repeat(121))).toBe(false);
  });
});

describe('blog form', () => {
  const filled = { ...emptyBlogPostForm(), title: 'Curing concrete', slug: 'curing-concrete', content: '<p>Keep it wet.</p>' };

  it('requires title, slug and content', () => {
    expect(validateBlogPostForm(filled)).toEqual({});
    expect(validateBlogPostForm(emptyBlogPostForm())).toEqual({
      title: BLOG_MESSAGES.titleRequired,
      slug: BLOG_MESSAGES.slugRequired,
      content: BLOG_MESSAGES.contentRequired,
    });
  });

  it('checks the slug shape, the cover image address and the read time', () => {
    expect(validateBlogPostForm({ ...filled, slug: 'Curing Concrete' }).slug).toBe(BLOG_MESSAGES.slugShape);
    expect(validateBlogPostForm({ ...filled, cover_image_url: 'javascript:alert(1)' }).cover_image_url).toBe(BLOG_MESSAGES.coverImageUrl);
    expect(validateBlogPostForm({ ...filled, cover_image_url: 'https://example.com/a.jpg' })).toEqual({});
    expect(validateBlogPostForm({ ...filled, read_time_minutes: '0' }).read_time_minutes).toBe(BLOG_MESSAGES.readTime);
    expect(validateBlogPostForm({ ...filled, read_time_minutes: '2.5' }).read_time_minutes).toBe(BLOG_MESSAGES.readTime);
  });

  it('names the problems as codes for the editor, and knows the server’s English texts again', () => {
    expect(blogPostFormProblems(emptyBlogPostForm())).toEqual({ title: 'titleRequired', slug: 'slugRequired', content: 'contentRequired' });
    expect(blogPostFormProblems({ ...filled, slug: 'Curing Concrete', read_time_minutes: '0' })).toEqual({ slug: 'slugShape', read_time_minutes: 'readTime' });
    expect(blogPostProblemOf(BLOG_MESSAGES.contentEmptyAfterCleaning)).toBe('contentEmptyAfterCleaning');
    expect(blogPostProblemOf('Something else went wrong')).toBeNull();
  });

  it('sends trimmed values, blanks as null and the read time as a number', () => {
    expect(toBlogPostInput({ ...filled, title: ' Curing concrete ', category: ' ', read_time_minutes: '4' })).toEqual({
      title: 'Curing concrete',
      slug: 'curing-concrete',
      content: '<p>Keep it wet.</p>',
      category: null,
      excerpt: null,
      cover_image_url: null,
      read_time_minutes: 4,
    });
  });

  it('shows dates as in India', () => {
    expect(formatPostDate('2026-11-04T20:00:00Z')).toBe('5 November 2026');
    expect(formatPostDate('not a date')).toBe('');
  });

  it('shows Admin for a post without an author, and lists categories once each in order', () => {
    expect(authorOf({ author_name: '' })).toBe('Admin');
    expect(authorOf({ author_name: 'Er. Karthik' })).toBe('Er. Karthik');
    expect(blogCategories([{ category: 'Materials' }, { category: null }, { category: 'Quality' }, { category: 'Materials' }, { category: ' ' }])).toEqual([
      'Materials',
      'Quality',
    ]);
  });
});

describe('affiliate form', () => {
  it('starts empty, active, with sort order 0', () => {
    expect(emptyAffiliateForm()).toEqual({ title: '', url: '', description: '', image_url: '', sort_order: '0', is_active: true });
  });

  it("says 'Title and URL are required' when either is missing, and wants http(s) addresses", () => {
    expect(validateAffiliateForm(emptyAffiliateForm())).toEqual({ title: AFFILIATE_MESSAGES.required });
    expect(validateAffiliateForm({ ...emptyAffiliateForm(), title: 'UltraTech' })).toEqual({ url: 'Title and URL are required' });
    expect(validateAffiliateForm({ ...emptyAffiliateForm(), title: 'X', url: 'javascript:alert(1)' }).url).toBe(AFFILIATE_MESSAGES.url);
    expect(validateAffiliateForm({ ...emptyAffiliateForm(), title: 'X', url: 'https://x.example', image_url: 'data:image/png;base64,AA' }).image_url).toBe(
      AFFILIATE_MESSAGES.imageUrl,
    );
    expect(validateAffiliateForm({ ...emptyAffiliateForm(), title: 'X', url: 'https://x.example', sort_order: '-1' }).sort_order).toBe(
      AFFILIATE_MESSAGES.sortOrder,
    );
  });

  it('round-trips an affiliate through the form', () => {
    const affiliate = { id: 3, title: 'Kajaria', url: 'https://www.kajariaceramics.com/', description: null, image_url: null, is_active: false, sort_order: 3 };
    expect(toAffiliateInput(toAffiliateForm(affiliate))).toEqual({
      title: 'Kajaria',
      url: 'https://www.kajariaceramics.com/',
      description: null,
      image_url: null,
      is_active: false,
      sort_order: 3,
    });
    expect(toAffiliateInput({ ...emptyAffiliateForm(), title: 'A', url: 'https://a.example', sort_order: '' }).sort_order).toBe(0);
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https addresses only', () => {
    expect(isHttpUrl('https://nirmaan.example/a?b=1')).toBe(true);
    expect(isHttpUrl('http://localhost:8080')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/relative', 'https://', 'ftp://x.example', ''])
      expect(isHttpUrl(bad), bad).toBe(false);
  });
});

describe('real-estate submission rules', () => {
  const named = { ...emptyRealEstateForm(), project_name: 'Prestige Lakeside' };

  it("needs a project name or a location, with the spec's message", () => {
    expect(validateRealEstateForm(emptyRealEstateForm())).toEqual({ form: 'Please provide at least a project name or location.' });
    expect(validateRealEstateForm(named)).toEqual({});
    expect(validateRealEstateForm({ ...emptyRealEstateForm(), location: 'Whitefield, Bangalore' })).toEqual({});
  });

  it('reads GPS as lat,long numbers in range', () => {
    expect(parseGps('12.9716,77.5946')).toEqual({ latitude: 12.9716, longitude: 77.5946 });
    expect(parseGps(' -33.8 , 151.2 ')).toEqual({ latitude: -33.8, longitude: 151.2 });
    for (const bad of ['12.97', '91,10', '10,181', 'north,east', '12.9,77.5,3', '1e2,3', '']) expect(parseGps(bad), bad).toBeNull();
    expect(validateRealEstateForm({ ...named, gps: '200,77' }).gps).toBe(REAL_ESTATE_MESSAGES.gps);
  });

  it('names each problem, so a widget can say it in its language, and knows its English again', () => {
    const long = 'x'.repeat(REAL_ESTATE_LIMITS.site_number + 1);
    expect(
      realEstateFormProblems(
        { ...emptyRealEstateForm(), site_number: long, gps: 'north', builder_link: 'ftp://x' },
        { size: 10, head: new Uint8Array([1, 2, 3, 4]) },
      ),
    ).toEqual({
      form: 'needNameOrLocation',
      site_number: 'tooLong',
      gps: 'gps',
      builder_link: 'builderLink',
      image: 'imageType',
    });
    expect(realEstateProblemText('site_number', 'tooLong')).toBe('Site number must be at most 50 characters');
    expect(realEstateProblemOf('site_number', 'Site number must be at most 50 characters')).toBe('tooLong');
    expect(realEstateProblemOf('image', REAL_ESTATE_MESSAGES.imageTooLarge)).toBe('imageTooLarge');
    expect(realEstateProblemOf('gps', 'Enter GPS')).toBeNull();
  });

  it('wants an http(s) builder link, and an image of at most 5 MB that is a JPEG, PNG or WebP by content', () => {
    expect(validateRealEstateForm({ ...named, builder_link: 'javascript:alert(1)' }).builder_link).toBe(REAL_ESTATE_MESSAGES.builderLink);
    expect(validateRealEstateForm(named, { size: REAL_ESTATE_IMAGE_MAX_BYTES + 1 }).image).toBe(
      'The image is larger than 5 MB. Please choose a smaller image.',
    );
    expect(validateRealEstateForm(named, { size: 10, head: new TextEncoder().encode('<svg onload=x>') }).image).toBe(
      'Please choose a JPEG, PNG or WebP image.',
    );
    expect(validateRealEstateForm(named, { size: 10, head: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) })).toEqual({});
  });

  it('tells images apart by their first bytes', () => {
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe('jpeg');
    expect(imageKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKindOf(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(imageKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageKindOf(new Uint8Array([]))).toBeNull();
  });

  it('sends only the filled fields, trimmed, with the partner id and the image', () => {
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const data = toRealEstateFormData({ ...named, location: '  ', gps: ' 12.9,77.6 ' }, image, 'dealer-42', 'site.jpg');
    expect([...data.keys()]).toEqual(['project_name', 'gps', 'partner_id', 'image']);
    expect(data.get('gps')).toBe('12.9,77.6');
    expect((data.get('image') as File).name).toBe('site.jpg');
  });
});
