/*
 * Starts the app after the static shell's first paint (vite.config.ts, startAfterFirstPaint says why): runs the
 * module in data-app and fetches the modules (and route styles) named in data-preload, the entry's and the page's
 * route code the server adds (server/static.ts). A classic deferred script, so it can read its
 * own attributes. A hidden page (a tab opened in the background) paints nothing, so it starts at once.
 * "After the first paint" is the browser's first-contentful-paint (the frame on screen, not only drawn).
 */
(function () {
  var self = document.currentScript;
  var app = self && self.getAttribute('data-app');
  if (!app) return;
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  // Each preload added starts its fetch there and then (~1.5 ms on a desktop, 4x that on a phone): a page's 20-odd
  // are added a few per task, so they make no long task. The app's module comes first, as it is needed first.
  var PRELOADS_PER_TASK = 4;
  function preload(hrefs) {
    hrefs.slice(0, PRELOADS_PER_TASK).forEach(function (href) {
      // The page's route styles (the server adds them with its code): crossorigin, as Vite's loader will ask for them.
      if (/\.css$/.test(href)) add('link', { rel: 'preload', as: 'style', crossorigin: '', href: href });
      else add('link', { rel: 'modulepreload', href: href });
    });
    if (hrefs.length > PRELOADS_PER_TASK) {
      setTimeout(function () {
        preload(hrefs.slice(PRELOADS_PER_TASK));
      }, 0);
    }
  }
  function start() {
    if (started) return;
    started = true;
    add('script', { type: 'module', src: app });
    preload((self.getAttribute('data-preload') || '').split(' ').filter(Boolean));
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
