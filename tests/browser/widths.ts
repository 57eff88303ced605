/**
 * The three widths the portal is held to (WCAG 2.1 AA, axe and no overflow at 375, 800 and 1280 px), and which tests
 * walk each width on its own.
 *
 * A journey is walked once, at 375 px: the machines, the server and the views' rules do not know the width, so a
 * second and third walk proved nothing new and took two thirds of the browser suite's time. Every screen a journey
 * checks is still checked at all three widths: `expectAccessible` and `expectNoOverflow` resize the page to each
 * width in turn (tests/browser/fixtures.ts). What does differ by width (the header and its links, where the
 * navigation is, Tab order, what the static shell paints, the map's canvas) is proven by the specs and tests below,
 * which run at each width as a customer would load it, and check only their own width.
 */
export const WIDTHS = [
  { project: 'mobile', width: 375, height: 812 },
  { project: 'tablet', width: 800, height: 1000 },
  { project: 'desktop', width: 1280, height: 800 },
] as const;

/** The project that walks the journeys (at 375 px) and checks their screens at every width. */
export const JOURNEY_PROJECT = WIDTHS[0].project;

/** Specs about what differs by width: every test in them runs at each width. */
export const PER_WIDTH_SPECS = ['layout.spec.ts', 'keyboard.spec.ts', 'damage-flow-shell.spec.ts'];

/** The tag of a test elsewhere whose assertions differ by width: it runs at each width. */
export const EACH_WIDTH_TAG = '@each-width';
/** `test(title, EACH_WIDTH, body)`. */
export const EACH_WIDTH = { tag: EACH_WIDTH_TAG };

/** Whether a test (its file's name and its tags) runs at each width and checks only its own. */
export const runsAtEachWidth = (fileName: string, tags: readonly string[]): boolean =>
  PER_WIDTH_SPECS.includes(fileName) || tags.includes(EACH_WIDTH_TAG);
