import {
  $isAdmin,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  blogApi,
  emptyBlogPostForm,
  errorDetail,
  hasErrors,
  isApiError,
  siteUrl,
  slugFromTitle,
  toBlogPostForm,
  toBlogPostInput,
  validateBlogPostForm,
  type BlogApi,
  type BlogPost,
  type BlogPostField,
  type BlogPostForm,
  type FieldErrors,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Link, TextAreaField, TextField, useNavigateTo } from '@nirmaan/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as styles from './blog.css.ts';
import { useFocusFirstInvalid } from '../content-shared/useFocusFirstInvalid.ts';

export interface BlogPostEditorProps {
  api?: Pick<BlogApi, 'createPost' | 'updatePost'>;
  /** The post to edit; without one the form creates a post. */
  post?: BlogPost;
  /**
   * Called with the saved post; by default the page moves to it (/blog/{slug}) once published, or
   * to the admin's Blog tab for a draft.
   */
  onSaved?: (post: BlogPost) => void;
  /** Cancel calls it; without it Cancel goes back to the admin dashboard. */
  onCancel?: () => void;
  headingLevel?: 1 | 2;
}

const FIELDS: readonly BlogPostField[] = ['title', 'slug', 'content', 'category', 'excerpt', 'cover_image_url', 'read_time_minutes'];
const isField = (field: string): field is BlogPostField => (FIELDS as readonly string[]).includes(field);

/**
 * /admin/blog/new (spec toolkit §2 'Blog', §5): title, slug (with Auto), content (HTML), category,
 * excerpt, cover image URL and read time. Create Post publishes, Save as Draft keeps it from
 * visitors. Given a `post`, the same form edits it (Save Changes keeps it published or a draft).
 * Only admins may write posts; the server cleans the HTML. Errors show the server's detail;
 * nothing typed is lost.
 */
export function BlogPostEditor({ api = blogApi, post, onSaved, onCancel, headingLevel = 1 }: BlogPostEditorProps) {
  const isAdmin = useStore($isAdmin);
  const navigate = useNavigateTo();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [form, setForm] = useState<BlogPostForm>(() => (post ? toBlogPostForm(post) : emptyBlogPostForm()));
  const [errors, setErrors] = useState<FieldErrors<BlogPostField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'published' | 'draft' | null>(null);
  const Title = `h${headingLevel}` as const;
  const heading = post ? `Edit: ${post.title}` : 'Create Blog Post';
  const failure = post ? BLOG_MESSAGES.saveFailed : BLOG_MESSAGES.createFailed;

  if (!isAdmin) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <Title id={titleId} className={styles.title}>
          {heading}
        </Title>
        <Alert tone="warning" action={<Link href={siteUrl('/admin/login')}>Admin sign in</Link>}>
          {BLOG_MESSAGES.adminOnly}
        </Alert>
      </section>
    );
  }

  const edit = (field: BlogPostField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const autoSlug = () => edit('slug')(slugFromTitle(form.title));

  const save = async (published: boolean) => {
    if (saving) return;
    setProblem(null);
    const found = validateBlogPostForm(form);
    if (hasErrors(found)) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setSaving(published ? 'published' : 'draft');
    try {
      const input = { ...toBlogPostInput(form), published };
      const saved = post ? await api.updatePost(post.id, input) : await api.createPost(input);
      if (onSaved) onSaved(saved);
      else navigate(siteUrl(saved.published ? `/blog/${encodeURIComponent(saved.slug)}` : '/admin/dashboard?tab=blog'));
    } catch (error) {
      const fieldErrors: FieldErrors<BlogPostField> = {};
      if (isApiError(error)) for (const { field, message } of error.errors) if (isField(field)) fieldErrors[field] ??= message;
      if (isApiError(error) && error.status === 409) fieldErrors.slug = error.detail ?? failure;
      setErrors(fieldErrors);
      setProblem(errorDetail(error, failure));
      setSaving(null);
      focusFirstInvalid();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(post ? post.published : true);
  };

  const field = (name: BlogPostField) => ({ value: form[name], onValueChange: edit(name), error: errors[name] });

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {heading}
        </Title>
        <p className={styles.intro}>
          {post
            ? `${post.published ? 'Published: changes show on the blog once saved.' : 'Draft: visitors do not see it until it is published.'} Fields marked * are required.`
            : 'Only admins can create posts. Fields marked * are required.'}
        </p>
      </header>
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby={titleId}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label="Title" required maxLength={BLOG_LIMITS.title} {...field('title')} />
        <div className={styles.slugRow}>
          <TextField
            label="Slug"
            required
            maxLength={BLOG_LIMITS.slug}
            hint="The post's address, /blog/your-slug: lowercase words joined by hyphens. Auto builds it from the title."
            autoCapitalize="none"
            spellCheck={false}
            {...field('slug')}
          />
          <Button className={styles.autoButton} variant="secondary" onClick={autoSlug}>
            Auto
          </Button>
        </div>
        <TextAreaField
          label="Content"
          required
          rows={14}
          maxLength={BLOG_LIMITS.content}
          hint="HTML: headings, paragraphs, lists, links, images, tables, bold, italic, quotes and code. Anything else (scripts, styles, embeds) is removed when the post is saved."
          spellCheck
          {...field('content')}
        />
        <div className={styles.pair}>
          <TextField label="Category" maxLength={BLOG_LIMITS.category} hint="e.g. Materials, Quality, Planning" {...field('category')} />
          <TextField label="Read time (minutes)" inputMode="numeric" hint="Worked out from the text when empty" {...field('read_time_minutes')} />
        </div>
        <TextAreaField label="Excerpt" rows={3} maxLength={BLOG_LIMITS.excerpt} hint="A sentence or two shown in the post list" {...field('excerpt')} />
        <TextField label="Cover image URL" type="url" inputMode="url" placeholder="https://" maxLength={BLOG_LIMITS.url} {...field('cover_image_url')} />
        <div className={styles.actions}>
          <Button type="submit" busy={saving === (post?.published === false ? 'draft' : 'published')} busyLabel={post ? 'Saving...' : 'Creating...'}>
            {post ? 'Save Changes' : 'Create Post'}
          </Button>
          {!post && (
            <Button variant="secondary" busy={saving === 'draft'} busyLabel="Saving draft..." onClick={() => void save(false)}>
              Save as Draft
            </Button>
          )}
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : (
            <Link href={siteUrl('/admin/dashboard')}>Cancel</Link>
          )}
        </div>
      </form>
    </section>
  );
}
