import type { Plugin } from 'vite';

/**
 * inlineEntryCss puts the entry's stylesheet (the shell's and the shared styles, ~8 KB) into index.html at build
 * time: without a stylesheet to wait for, the browser paints the static shell as soon as the HTML has arrived,
 * while the JavaScript is still on its way. Route and dialog styles stay in their own files, loaded with their code.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'husvern-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') throw new Error(`index.html: no stylesheet ${fileName} in the build`);
          const css = String(asset.source);
          if (css.includes('</')) throw new Error(`index.html: ${fileName} cannot be inlined in a <style> element`);
          // src/inlinedStyles.ts tells Vite's loader of lazy chunks that these styles are on the page already.
          return `<style data-inlined-href="/${fileName}">${css}</style>`;
        });
      },
    },
  };
}
