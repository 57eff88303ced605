/**
 * The page LOGG UT leads to (the front page's login panels), loaded by a customer's page once it is idle beside the
 * logout dialog (src/components/shell/ProfileMenu.tsx), so that a logout offline has it to show before the service
 * worker has precached it: a visitor's own `/` is the server's page (issue 46), which never loads it. The home
 * feature says how to load it (src/features/home/loginPage.ts); the shell may not import a feature.
 */
let load: (() => Promise<unknown>) | undefined;

export const loggedOutPageIs = (loader: () => Promise<unknown>): void => {
  load = loader;
};

export const loadLoggedOutPage = (): void => void load?.().catch(() => {});
