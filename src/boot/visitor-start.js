/*
 * A visitor's front page as the server makes it (src/features/home/VisitorPage.tsx, server/static.ts) has this
 * script in start-app.js's place, inlined the same way (the server's CSP names its hash). The page is whole without
 * the app: the login button is a link. Two things are left:
 * - If the device still holds a customer's data (the device's customer in localStorage, a purchase form or another
 *   value in this tab's sessionStorage: domain/deviceStorage.ts, in data-held), the app starts as start-app.js
 *   would start it (data-app), and its device claim removes that data as it learns that nobody is logged in
 *   (src/lib/device/claim.ts). It renders the same page over this one.
 * - Otherwise the service worker is registered once the page is idle, as the app does
 *   (src/boot/registerServiceWorker.ts says why then).
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
  if (held) {
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
    return;
  }
  if (!('serviceWorker' in navigator)) return;
  function register() {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {});
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
