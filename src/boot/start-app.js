/*
 * Starts the app after the static shell's first paint (vite.config.ts, startAfterFirstPaint says why). Inlined in
 * the page's <head> (no request of its own; the server's CSP names its hash), it then:
 * - preloads the page's first reads named in data-fetch (/.auth/me; the server adds getUser and the page's API reads,
 *   server/pageHints.ts) and links the web app manifest in data-manifest;
 * - runs the modules in data-app (the libraries' chunk, then the app's entry);
 * - fetches the modules (and route styles) named in data-preload: the entry's, and the page's route code the server
 *   adds (server/static.ts).
 * A classic script, so it can read its own attributes. A hidden page (a tab opened in the background) paints
 * nothing, so it starts at once.
 * "After the first paint" is the browser's first-contentful-paint (the frame on screen, not only drawn).
 */
(function () {
  var self = document.currentScript;
  function list(name) {
    return ((self && self.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  var modules = list('data-app');
  if (!modules.length) return;
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    return document.head.appendChild(element);
  }
  // Each preload added starts its fetch then and there: ~0.5 ms on a desktop, several on a phone or under
  // DevTools (Lighthouse). A page's 20-odd are added for at most ~3 ms per task (at least one), so they make no long
  // task. The app's module comes first, as it is needed first.
  var TASK_BUDGET_MS = 3;
  function preload(hrefs) {
    var begun = performance.now();
    var i = 0;
    do {
      var href = hrefs[i++];
      // The page's route styles (the server adds them with its code): crossorigin, as Vite's loader will ask for them.
      if (/\.css$/.test(href)) add('link', { rel: 'preload', as: 'style', crossorigin: '', href: href });
      else add('link', { rel: 'modulepreload', href: href });
    } while (i < hrefs.length && performance.now() - begun < TASK_BUDGET_MS);
    if (i < hrefs.length) {
      setTimeout(function () {
        preload(hrefs.slice(i));
      }, 0);
    }
  }
  // Each module runs a task after the one before it has run: evaluated as one graph, the libraries and the app
  // made one long task on a phone. The ones after the first are fetched meanwhile, with the preloads.
  function run(i) {
    var script = add('script', { type: 'module', src: modules[i] });
    if (i + 1 < modules.length) {
      script.onload = function () {
        setTimeout(function () {
          run(i + 1);
        }, 0);
      };
    }
  }
  function start() {
    if (started) return;
    started = true;
    // The reads first: the app's first render waits for them, and they are small.
    list('data-fetch').forEach(function (href) {
      add('link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: href });
    });
    run(0);
    // The preloads from the next task: the first module's fetch is a task's work by itself under DevTools.
    var hrefs = modules.slice(1).concat(list('data-preload'));
    if (hrefs.length) {
      setTimeout(function () {
        preload(hrefs);
      }, 0);
    }
    // The home-screen manifest is for installing, never for this paint.
    list('data-manifest').forEach(function (href) {
      add('link', { rel: 'manifest', href: href });
    });
  }
  var paintTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || performance.getEntriesByName('first-contentful-paint').length) {
    start();
  } else if (paintTypes.indexOf('paint') >= 0) {
    // The browser says when the shell's first paint is on screen.
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    // Nothing contentful painted in a second: start anyway.
    setTimeout(start, 1000);
  } else {
    // No paint timing: the frame's callback runs just before its paint, the task it queues after it.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
