/**
 * visitorPages writes a visitor's front page, whole, for each login panel but an agent's (issue 46: a visitor's `/`
 * needs none of the app's code): the built index.html with the page in #root, rendered from the app's own header,
 * footer and login panel (src/features/home/VisitorPage.tsx), and src/boot/visitor-start.js in start-app.js's
 * place, with the device cleanup it may load (./deviceCleanup.ts). server/static.ts serves them; they are in
 * `.visitor/`, which is never served as a file or precached.
 *
 * The page is rendered through Vite's module runner with the vanilla-extract plugin naming classes as the build does
 * (`identifiers: 'short'`), so every class is one of the app's stylesheet, which the page carries inlined
 * (./inlineEntryCss.ts); a test checks that no class is missing. An agent's panel stays the app's: its footer
 * loads the agent's logo.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { minifySync, runnerImport, type Plugin } from 'vite';
import { LOCAL_KEYS, SESSION_KEYS } from '../../domain/deviceStorage';
import { LOGOUT_PENDING_DATABASE_PREFIX } from '../../domain/session';
import { VISITOR_PAGES_DIR, VISITOR_PANELS, type VisitorPanel } from '../../domain/visitorPages';
import { buildDeviceCleanup } from './deviceCleanup';

/** The module runner's own stylesheets are not wanted: the classes are all that is read. */
const noStyles: Plugin = {
  name: 'husvern-visitor-no-styles',
  enforce: 'pre',
  resolveId: (id) => (id.includes('.vanilla.css') ? '\0visitor-no-styles' : null),
  load: (id) => (id === '\0visitor-no-styles' ? 'export {}' : null),
};

/** The start-app script the build put in the page (./startAfterFirstPaint.ts), with its app's modules and its manifest. */
const START_APP = /<script data-app="([^"]*)"[^>]* data-manifest="([^"]*)"[^>]*>[\s\S]*?<\/script>/;
/** The static shell's content of #root (index.html): from the skip link to the end of the main landmark. */
const SHELL = /(<div id="root">)[\s\S]*?(<\/main>\s*<\/div>)/;

/** What the device may hold of a customer's, as visitor-start.js's data-held reads it. */
const HELD = [`local:${LOCAL_KEYS.customer}`, ...Object.values(SESSION_KEYS).map((key) => `session:${key}`)].join(' ');

export function visitorPages(root: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'husvern-visitor-pages',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle() {
      const built = readFileSync(join(outDir, 'index.html'), 'utf8');
      const start = START_APP.exec(built);
      if (!start) throw new Error('index.html: no start-app script (startAfterFirstPaint must run first)');
      if (!SHELL.test(built)) throw new Error('index.html: no static shell in #root');
      const source = readFileSync(join(root, 'src/boot/visitor-start.js'), 'utf8');
      const code = minifySync('visitor-start.js', source).code.trim();
      if (code.includes('</')) throw new Error('visitor-start.js: "</" would end the inline script');
      const cleanup = await buildDeviceCleanup(root, outDir);
      const attributes = `data-app="${start[1]}" data-cleanup="${cleanup}" data-held="${HELD}" data-held-databases="${LOGOUT_PENDING_DATABASE_PREFIX}" data-manifest="${start[2]}"`;
      const script = `<script ${attributes}>${code}</script>`;
      const { module } = await runnerImport<typeof import('../../src/features/home/VisitorPage')>('/src/features/home/VisitorPage.tsx', {
        root,
        configFile: false,
        logLevel: 'silent',
        mode: 'production',
        plugins: [noStyles, react(), vanillaExtractPlugin({ identifiers: 'short' })],
      });
      const style = `<style>${module.VISITOR_PAGE_STYLE}</style>`;
      mkdirSync(join(outDir, VISITOR_PAGES_DIR), { recursive: true });
      for (const panel of VISITOR_PANELS) {
        const markup = await module.renderVisitorPage({ kind: panel });
        const page = built
          .replace(START_APP, () => script)
          .replace('</head>', () => `${style}</head>`)
          .replace(SHELL, (_all, open: string) => `${open}${markup}</div>`);
        writeFileSync(join(outDir, VISITOR_PAGES_DIR, `${panel satisfies VisitorPanel}.html`), page);
      }
    },
  };
}
