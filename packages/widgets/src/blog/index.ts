export { BlogList, type BlogListProps } from './BlogList.tsx';
export { BlogPostEditor, type BlogPostEditorProps } from './BlogPostEditor.tsx';
export { BlogPostView, type BlogPostViewProps } from './BlogPostView.tsx';
