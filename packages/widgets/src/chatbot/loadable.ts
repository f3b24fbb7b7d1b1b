/** A list the chatbot loads from the server: loading, loaded, or failed (with Retry). */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };
