/**
 * A visitor's front page as the server sends it, whole (issue 46): rendered once at build time
 * (scripts/build/visitorPages.ts) from the app's own header, footer and login panel, so a visitor's `/` needs no
 * React, no router and no app code to be read and used. Never part of the app's bundle.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LoginVariant } from '../../../domain/loginPanels';
import { VISITOR_ORIGIN_PLACEHOLDER } from '../../../domain/visitorPages';
import { Footer } from '../../components/shell/Footer';
import { Header } from '../../components/shell/Header';
import { MAIN_ID } from '../../components/shell/Shell';
import * as shell from '../../components/shell/shell.css';
import { mobileQuery } from '../../styles/theme.css';
import { LoginPanel } from './LoginPanel';

/**
 * The footer as useIsMobile picks it in the app: both are in the page, and the page's own style
 * (scripts/build/visitorPages.ts) shows one by the width.
 */
export const VISITOR_FOOTER_CLASS = { wide: 'visitor-wide', narrow: 'visitor-narrow' } as const;

/** The page's own style: the footer for its width, as useIsMobile picks it (its query has no `screen`: one footer on paper too). */
export const VISITOR_PAGE_STYLE =
  `@media ${mobileQuery}{.${VISITOR_FOOTER_CLASS.wide}{display:none}}` +
  `@media not all and ${mobileQuery}{.${VISITOR_FOOTER_CLASS.narrow}{display:none}}`;

/** The markup of `#root` for a visitor's `/` with this login panel; its login link names VISITOR_ORIGIN_PLACEHOLDER. */
export async function renderVisitorPage(variant: LoginVariant): Promise<string> {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <div className={shell.app}>
        <a href={`#${MAIN_ID}`} className={shell.skipLink}>
          Hopp til hovedinnhold
        </a>
        <Header pathname="/" loggedIn={false} mobile={false} />
        <main id={MAIN_ID} tabIndex={-1} className={shell.main}>
          <LoginPanel variant={variant} origin={VISITOR_ORIGIN_PLACEHOLDER} />
        </main>
        <div className={VISITOR_FOOTER_CLASS.wide}>
          <Footer pathname="/" loggedIn={false} mobile={false} agent={undefined} />
        </div>
        <div className={VISITOR_FOOTER_CLASS.narrow}>
          <Footer pathname="/" loggedIn={false} mobile agent={undefined} />
        </div>
      </div>
    </RouterContextProvider>,
  );
}
