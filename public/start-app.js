/*
 * Starts the app after the static shell's first paint (vite.config.ts, startAfterFirstPaint says why): fetches the
 * modules named in data-preload, then runs the module in data-app. A classic deferred script, so it can read its
 * own attributes. A hidden page (a tab opened in the background) paints nothing, so it starts at once.
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
      if (href) add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: app });
  }
  if (document.visibilityState !== 'visible') start();
  // The frame's callback runs just before its paint; the task it queues runs after it.
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
