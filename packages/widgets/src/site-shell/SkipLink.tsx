import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';

/** The site's first link, shown when focused: it jumps a keyboard user past the header to `#main`. */
export function SkipLink({ className }: { className: string }) {
  const { messages, locale } = useMessages(shellCatalogue);
  return (
    <a href="#main" className={className} lang={locale}>
      {messages['page.skipToContent']()}
    </a>
  );
}
