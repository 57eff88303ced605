/*
 * Starts the app after the static shell's first paint (vite.config.ts, startAfterFirstPaint says why): fetches the
 * modules (and route styles) named in data-preload, the entry's and the page's route code the server adds
 * (server/static.ts), then runs the module in data-app. A classic deferred script, so it can read its
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
  function start() {
    if (started) return;
    started = true;
    (self.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      // The page's route styles (the server adds them with its code): crossorigin, as Vite's loader will ask for them.
      if (/\.css$/.test(href)) add('link', { rel: 'preload', as: 'style', crossorigin: '', href: href });
      else if (href) add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: app });
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
