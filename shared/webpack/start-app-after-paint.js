// Served with the shell and loaded by a page the server rendered (ADR 0039, "the app after the first
// paint"): the page's HTML already shows its pictures, names and prices, so the app (main.js, the
// federation runtime and everything it loads) is fetched and run once that HTML has been painted,
// instead of competing with the stylesheets and pictures and holding the main thread before the
// first frame. It starts at once when the shopper reaches for the page, and after START_ANYWAY_MS
// in any case; for a page the browser renders afresh it starts at once.
//
// A click before the page is live (a button, an option, a tab: not a link, which works as it is) is
// held and given again once the shell announces PAGE_LIVE (host/src/app/server-state.ts), when the
// page's part has been hydrated; React would drop it on a part whose code has not arrived yet. Clicks
// are held for HOLD_AT_MOST_MS after the app starts at most. From then on <html> carries
// `data-page-live`.
/* global document, location, addEventListener, removeEventListener, requestAnimationFrame, Element */
(function () {
  var START_ANYWAY_MS = 3000;
  var HOLD_AT_MOST_MS = 5000;
  var PAGE_LIVE = 'shop:page-live';
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  // A signed-in member (the spec's `pc_token`), or a browser that shows another language than the
  // one the page was rendered in (its stored `lang`, unless the URL names one), gets the page
  // rendered afresh over the server's paint: nothing is gained by waiting, and no held click could
  // be given to the same element.
  var afresh = false;
  try {
    var stored = localStorage.getItem('lang');
    afresh = Boolean(localStorage.getItem('pc_token')) || (Boolean(stored) && stored !== document.documentElement.lang && !/[?&]lang=/.test(location.search));
  } catch {
    afresh = false;
  }
  var started = false;
  var live = afresh;
  var held = [];
  var intents = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    var tag = document.createElement('script');
    tag.src = app;
    document.head.appendChild(tag);
    setTimeout(release, HOLD_AT_MOST_MS);
  }
  function hold(event) {
    if (live || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(event.target) < 0) held.push(event.target);
    start();
  }
  function release() {
    // What tests (and anyone watching) wait for: the page answers from here on.
    document.documentElement.setAttribute('data-page-live', '');
    if (live) return;
    live = true;
    removeEventListener('click', hold, true);
    setTimeout(function () {
      held.forEach(function (target) {
        if (target.isConnected) target.click();
      });
      held = [];
    }, 0);
  }
  document.addEventListener(PAGE_LIVE, release, { once: true });
  if (afresh) {
    start();
    return;
  }
  addEventListener('click', hold, true);
  // After the frame that painted the page: the task after its animation frame.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  intents.forEach(function (type) {
    addEventListener(type, start, true);
  });
  setTimeout(start, START_ANYWAY_MS);
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})();
