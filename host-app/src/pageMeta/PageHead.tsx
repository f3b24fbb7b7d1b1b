import { useMessages } from '@nirmaan/widgets';
import { pageHeadTexts, type PageWithTitle } from './pageHeadTexts.ts';
import { PageDescription } from './PageDescription.tsx';
import { pageMetaCatalogue } from './pageMetaMessages.ts';

/** The document title and meta description of a route's page (the site's for a page without its own), in the site's language (React puts them in `<head>`). */
export function PageHead({ page }: { page: PageWithTitle }) {
  const { messages } = useMessages(pageMetaCatalogue);
  const { title, description } = pageHeadTexts(messages, page);
  return (
    <>
      <title>{title}</title>
      <PageDescription content={description ?? messages['home.description']()} />
    </>
  );
}
