/**
 * staticShell fills index.html's static shell at build and dev time: the brand (domain/brand.ts, the one place for the
 * name) and the real Logo component, rendered to markup. The shell is what the browser paints before any
 * JavaScript has run: the header with the logo, and a placeholder where the page's heading comes. React's
 * first render replaces the whole content of #root, so its landmarks never stand next to the app's.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The tokens index.html may use. The app's own modules are loaded through Vite's module runner (as the app
 * is built), not imported by the config.
 */
async function shellTokens(root: string): Promise<Record<string, string>> {
  const options = { root, configFile: false as const, logLevel: 'silent' as const };
  const { module: brand } = await runnerImport<typeof import('../../domain/brand')>('/domain/brand.ts', options);
  const { module: logo } = await runnerImport<typeof import('../../src/components/Logo')>('/src/components/Logo.tsx', options);
  return {
    '%PRODUCT_NAME%': escapeHtml(brand.PRODUCT_NAME),
    '%THEME_COLOR%': brand.BRAND_COLOURS.primary,
    '%SHELL_LOGO%': renderToStaticMarkup(createElement(logo.Logo)),
  };
}

/** `root`: the project's folder, where index.html and the app's modules are. */
export function staticShell(root: string): Plugin {
  let tokens: Promise<Record<string, string>> | undefined;
  return {
    name: 'husvern-static-shell',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        let out = html;
        tokens ??= shellTokens(root);
        for (const [token, value] of Object.entries(await tokens)) out = out.split(token).join(value);
        const left = /%[A-Z_]+%/.exec(out);
        if (left) throw new Error(`index.html: unknown token ${left[0]}`);
        return out;
      },
    },
  };
}
