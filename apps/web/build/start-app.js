// Starts the app once the page's static frame has painted (see start-app-after-first-paint.ts):
// imports the app's shared chunks one at a time (data-chunks, in the entry's import order), letting
// the browser breathe between them, then the entry (data-app). Evaluating everything in one go was
// one long task a phone could not interrupt. A hidden tab paints nothing, so it starts at once.
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function nextTask() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }
  function step(i) {
    if (i >= chunks.length) return import(app);
    return import(chunks[i]).then(nextTask).then(function () {
      return step(i + 1);
    });
  }
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    // A chunk that fails to load leaves it to the entry, which imports it again and reports it.
    step(0).catch(function () {
      return import(app);
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var PRERENDERED_WAIT_MS = 3000;
  if (document.visibilityState === 'hidden') start();
  else if (preload.length === 0) afterPaint();
  else if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    setTimeout(start, PRERENDERED_WAIT_MS);
  }
})();
