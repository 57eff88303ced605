/*
 * A visitor's front page as the server makes it (src/features/home/VisitorPage.tsx, server/static.ts) has this
 * script in start-app.js's place, inlined the same way (the server's CSP names its hash). The page is whole without
 * the app: the login button is a link. Two things are left:
 * - If the device still holds a customer's data (the device's customer in localStorage, a purchase form or another
 *   value in this tab's sessionStorage: domain/deviceStorage.ts, in data-held), or a logout the server has not heard
 *   of (an IndexedDB database named as data-held-databases says: src/lib/device/pendingLogout.ts), the device
 *   cleanup (data-cleanup: src/boot/deviceCleanup.ts) does what the app's start does for the device, and draws
 *   nothing: the data goes as it learns that nobody is logged in, and the logout's mark is sent and removed. Only if
 *   the server cannot say who is logged in does the app start as start-app.js would start it (data-app): it tells
 *   the visitor, and renders the page again over this one.
 * - The service worker is registered once the page is idle, as the app does (src/boot/registerServiceWorker.ts
 *   says why then), and the web app manifest (data-manifest) is linked, unless the app has started (it does both).
 * A classic script, so it can read its own attributes.
 */
(function () {
  var self = document.currentScript;
  function list(name) {
    return ((self && self.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  var held = list('data-held').some(function (entry) {
    var at = entry.indexOf(':');
    try {
      var storage = entry.slice(0, at) === 'local' ? localStorage : sessionStorage;
      return storage.getItem(entry.slice(at + 1)) !== null;
    } catch {
      return false;
    }
  });
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    var modules = list('data-app');
    var run = function (i) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = modules[i];
      if (i + 1 < modules.length) {
        script.onload = function () {
          setTimeout(function () {
            run(i + 1);
          }, 0);
        };
      }
      document.head.appendChild(script);
    };
    run(0);
  }
  function cleanDevice() {
    import(list('data-cleanup')[0]).then(function (cleanup) {
      return cleanup.cleanDevice();
    }).then(function (cleaned) {
      if (!cleaned) startApp();
    }, startApp);
  }
  if (held) cleanDevice();
  var prefixes = list('data-held-databases');
  if (!held && prefixes.length && window.indexedDB && typeof indexedDB.databases === 'function') {
    indexedDB.databases().then(
      function (databases) {
        var marked = databases.some(function (db) {
          return prefixes.some(function (prefix) {
            return (db.name || '').indexOf(prefix) === 0;
          });
        });
        if (marked) cleanDevice();
      },
      function () {},
    );
  }
  function register() {
    if (started) return;
    list('data-manifest').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'manifest';
      link.href = href;
      document.head.appendChild(link);
    });
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {});
  }
  function whenIdle() {
    setTimeout(function () {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, 3000);
  }
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
