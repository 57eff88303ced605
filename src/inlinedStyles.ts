/**
 * The entry's stylesheet is inlined into index.html at build time (vite.config.ts, inlineEntryCss) as
 * `<style data-inlined-href="/assets/index-….css">`. Vite's loader of lazy chunks knows which styles a page has
 * by its `<link rel="stylesheet">` elements, and lazy chunks list the entry's stylesheet among theirs: without a
 * link it would load the same file again and put it after the chunks' own styles. A disabled link, added by
 * script, names the file without fetching it. Imported first by main.tsx, before any lazy chunk loads.
 */
for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-inlined-href]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.disabled = true;
  link.href = style.dataset.inlinedHref!;
  document.head.append(link);
}
