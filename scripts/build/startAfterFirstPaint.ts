import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** The first load's libraries' chunk (build.rolldownOptions), which start-app.js runs before the app's entry. */
export const LIBS_CHUNK = 'libs';

/**
 * startAfterFirstPaint: the built page names the app's module and its module preloads in the data attributes of
 * src/boot/start-app.js, inlined minified at the end of `<head>`, and that script fetches and runs them once the
 * static shell has been painted (a frame later than the parser would). The page's fetch preloads (/.auth/me; the
 * server adds the page's reads) and its web app manifest are handed to it too (data-fetch, data-manifest).
 *
 * Why: Lighthouse's simulation counts every request that finished before the page's largest paint as holding that
 * paint up, whatever it was for. Started by the parser (a module, a preload, start-app.js as a file of its own,
 * the manifest), they arrived before the shell's first paint and made LCP 1.0–1.6 s by the luck of the run; with
 * only the page itself before that paint, LCP is the shell's, 0.7 s. Inlined, the script needs its hash in the
 * page's CSP: the server reads it from the page it serves (server/security/inlineScripts.ts).
 */
/** `root`: the project's folder (src/boot/start-app.js is read from it). */
export function startAfterFirstPaint(root: string): Plugin {
  return {
    name: 'husvern-start-after-first-paint',
    apply: 'build',
    // After offlineApp's own `enforce: 'post'` page transform, which links the manifest.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html: no module script for the app');
        const preloads: string[] = [];
        const fetches: string[] = [];
        const manifests: string[] = [];
        const out = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)">/g, (_tag, href: string) => {
            preloads.push(href);
            return '';
          })
          .replace(/<link rel="preload" href="([^"]+)" as="fetch"[^>]*>/g, (_tag, href: string) => {
            fetches.push(href);
            return '';
          })
          .replace(/<link rel="manifest" href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
            manifests.push(href);
            return '';
          });
        // The libraries' chunk (build.rolldownOptions) runs first, in a task of its own.
        const libs = preloads.filter((href) => href.startsWith(`/assets/${LIBS_CHUNK}-`));
        if (libs.length !== 1) throw new Error('index.html: no preload of the libraries\' chunk');
        if (manifests.length !== 1) throw new Error('index.html: no web app manifest (offlineApp must come first)');
        const app = [...libs, entry[1]].join(' ');
        const rest = preloads.filter((href) => !libs.includes(href));
        // Minified: it is part of every first load (npm run bench), and its comments are for us.
        const source = readFileSync(join(root, 'src/boot/start-app.js'), 'utf8');
        const code = minifySync('start-app.js', source).code.trim();
        if (code.includes('</')) throw new Error('start-app.js: "</" would end the inline script');
        const attributes = `data-app="${app}" data-preload="${rest.join(' ')}" data-fetch="${fetches.join(' ')}" data-manifest="${manifests[0]}"`;
        return out.replace('</head>', `<script ${attributes}>${code}</script></head>`);
      },
    },
  };
}
