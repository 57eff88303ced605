import type { Plugin } from 'vite';

/**
 * lowPriorityScripts marks the entry's module script and its module preloads `fetchpriority="low"`; the server does
 * the same for a route's files (server/pageHints.ts). Module scripts never hold up the first paint, yet browsers
 * fetch them at high priority, and Lighthouse's simulation counts every high-priority script that arrives before
 * the first paint as render-blocking (its trace names no script for a module's evaluation): on a fast server its
 * FCP jumped between 0.7 and 1.6 s from run to run. Low, they are still fetched at once, right after the page's few
 * high-priority reads (/.auth/me, the API preloads), which its first render waits for anyway.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'husvern-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, (_tag, start: string) => `<${start} fetchpriority="low"`),
    },
  };
}
