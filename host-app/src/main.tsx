import { $locale, setUnauthorizedRedirect } from '@nirmaan/core';
import { loadShellMessages } from '@nirmaan/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startShowingPages } from './currentPage.ts';
import { navigate } from './navigation.ts';
import { keepPageLanguage } from './pageLanguage.ts';
import { markServerDescriptions } from './pageMeta/PageDescription.tsx';
import { loadScriptFont } from './scriptFont.ts';
import { readSiteInfoFromPage } from './siteInfoFromPage.ts';
import { RootLayout } from './RootLayout.tsx';
import './global.css.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The site owns its pages, so it opts in to the spec's 401 rule: after the tokens are cleared, go to
// /seller/login under /seller, otherwise /login, through the router. (Widgets on partner pages never do.)
setUnauthorizedRedirect((path) => navigate(path));

// The server wrote its mode into the page: the demo marker is there on the first paint.
readSiteInfoFromPage(document);

// The server wrote the page's description (the site's in the request's language, a product's): a
// page that says its own in the site's language replaces it (PageDescription).
markServerDescriptions(document);

// <html lang> follows the language switch and a signed-in buyer's saved language.
keepPageLanguage(document);

// The first render waits for the first page's chunk, and the shell's messages and the script's font
// in the visitor's language (fetched meanwhile): the layout never paints without its page, nor in
// English or a fallback font first.
void Promise.all([startShowingPages(), loadShellMessages($locale.get()), loadScriptFont($locale.get())]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <RootLayout />
    </StrictMode>,
  );
});
