import {
  $isAdmin,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  blogApi,
  blogPostFormProblems,
  blogPostProblemOf,
  emptyBlogPostForm,
  errorDetail,
  isApiError,
  localeFormat,
  siteUrl,
  slugFromTitle,
  toBlogPostForm,
  toBlogPostInput,
  type BlogApi,
  type BlogPost,
  type BlogPostField,
  type BlogPostForm,
  type BlogPostProblem,
  type FieldErrors,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Link, TextAreaField, TextField, useNavigateTo } from '@nirmaan/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as styles from './blog.css.ts';
import { useFocusFirstInvalid } from '../content-shared/useFocusFirstInvalid.ts';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { blogEditorCatalogue, type BlogEditorMessages } from './editor/blogEditorMessages.ts';

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

/** The limit each problem names. */
const LIMIT_OF: Partial<Record<BlogPostProblem, number>> = {
  titleTooLong: BLOG_LIMITS.title,
  slugTooLong: BLOG_LIMITS.slug,
  contentTooLong: BLOG_LIMITS.content,
  categoryTooLong: BLOG_LIMITS.category,
  excerptTooLong: BLOG_LIMITS.excerpt,
  readTime: BLOG_LIMITS.readTime,
};

/** A problem core names, in the form's language. */
function problemSaid(messages: BlogEditorMessages, number: (value: number) => string, problem: BlogPostProblem): string {
  const limit = LIMIT_OF[problem];
  return messages.problem({ problem, max: limit === undefined ? '' : number(limit) });
}

/** A text the server sent: in the form's language when core knows it, else as it came. */
function serverTextSaid(messages: BlogEditorMessages, number: (value: number) => string, text: string): string {
  const problem = blogPostProblemOf(text);
  return problem === null ? text : problemSaid(messages, number, problem);
}

/**
 * /admin/blog/new (spec toolkit §2 'Blog', §5): title, slug (with Auto), content (HTML), category,
 * excerpt, cover image URL and read time. Create Post publishes, Save as Draft keeps it from
 * visitors. Given a `post`, the same form edits it (Save Changes keeps it published or a draft).
 * Only admins may write posts; the server cleans the HTML. Errors show the server's detail (in the
 * form's language when core knows it); nothing typed is lost. The form speaks the page's language
 * (its own catalogue, blog/editor); the title and body stay as the admin writes them.
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
  const { messages, locale } = useMessages(blogEditorCatalogue);
  const number = localeFormat(locale).number;
  const Title = `h${headingLevel}` as const;
  const heading = post ? editHeading(messages, post.title) : messages['heading.create']();
  const failure = post ? messages['failed.save']() : messages['failed.create']();

  if (!isAdmin) {
    return (
      <section className={styles.root} aria-labelledby={titleId} lang={locale}>
        <Title id={titleId} className={styles.title}>
          {heading}
        </Title>
        <Alert tone="warning" action={<Link href={siteUrl('/admin/login')}>{messages.adminSignIn()}</Link>}>
          {messages.adminOnly()}
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
    const found = blogPostFormProblems(form);
    if (Object.keys(found).length > 0) {
      const said: FieldErrors<BlogPostField> = {};
      for (const [name, problem] of Object.entries(found) as Array<[BlogPostField, BlogPostProblem]>) said[name] = problemSaid(messages, number, problem);
      setErrors(said);
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
      if (isApiError(error))
        for (const { field, message } of error.errors) if (isField(field)) fieldErrors[field] ??= serverTextSaid(messages, number, message);
      const slug = form.slug.trim();
      const slugTaken = isApiError(error) && error.status === 409 && (error.detail === undefined || error.detail === BLOG_MESSAGES.slugTaken(slug));
      const detail = slugTaken ? messages.slugTaken({ slug }) : serverTextSaid(messages, number, errorDetail(error, failure, messages['failed.network']()));
      if (isApiError(error) && error.status === 409) fieldErrors.slug = detail;
      setErrors(fieldErrors);
      setProblem(detail);
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
    <section className={styles.root} aria-labelledby={titleId} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {heading}
        </Title>
        <p className={styles.intro}>{post ? (post.published ? messages['intro.published']() : messages['intro.draft']()) : messages['intro.create']()}</p>
      </header>
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby={titleId}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label={messages['field.title']()} required maxLength={BLOG_LIMITS.title} {...field('title')} />
        <div className={styles.slugRow}>
          <TextField
            label={messages['field.slug']()}
            required
            maxLength={BLOG_LIMITS.slug}
            hint={messages['field.slugHint']()}
            autoCapitalize="none"
            spellCheck={false}
            {...field('slug')}
          />
          <div className={styles.autoButton}>
            <Button variant="secondary" onClick={autoSlug}>
              {messages['field.auto']()}
            </Button>
          </div>
        </div>
        <TextAreaField
          label={messages['field.content']()}
          required
          rows={14}
          maxLength={BLOG_LIMITS.content}
          hint={messages['field.contentHint']()}
          spellCheck
          {...field('content')}
        />
        <div className={styles.pair}>
          <TextField label={messages['field.category']()} maxLength={BLOG_LIMITS.category} hint={messages['field.categoryHint']()} {...field('category')} />
          <TextField label={messages['field.readTime']()} inputMode="numeric" hint={messages['field.readTimeHint']()} {...field('read_time_minutes')} />
        </div>
        <TextAreaField
          label={messages['field.excerpt']()}
          rows={3}
          maxLength={BLOG_LIMITS.excerpt}
          hint={messages['field.excerptHint']()}
          {...field('excerpt')}
        />
        <TextField
          label={messages['field.coverImage']()}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={BLOG_LIMITS.url}
          {...field('cover_image_url')}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={saving === (post?.published === false ? 'draft' : 'published')}
            busyLabel={post ? messages['action.saving']() : messages['action.creating']()}
          >
            {post ? messages['action.save']() : messages['action.create']()}
          </Button>
          {!post && (
            <Button variant="secondary" busy={saving === 'draft'} busyLabel={messages['action.savingDraft']()} onClick={() => void save(false)}>
              {messages['action.saveDraft']()}
            </Button>
          )}
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {messages['action.cancel']()}
            </Button>
          ) : (
            <Link href={siteUrl('/admin/dashboard')}>{messages['action.cancel']()}</Link>
          )}
        </div>
      </form>
    </section>
  );
}

/** 'Edit: {title}' in the form's language, the admin's title marked with the language it is written in. */
function editHeading(messages: BlogEditorMessages, title: string) {
  const { before, link, after } = splitAroundLink(messages['heading.edit']({ ...LINK_MARKS, title }));
  return (
    <>
      {before}
      <span lang="en">{link}</span>
      {after}
    </>
  );
}
