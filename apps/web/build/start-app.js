// Starts the app once the page's static frame has painted (see start-app-after-first-paint.ts):
// imports the app's shared chunks one at a time (data-chunks, in the entry's import order), letting
// the browser breathe between them, then the entry (data-app). Evaluating everything in one go was
// one long task a phone could not interrupt. A hidden tab paints nothing, so it starts at once.
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
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
    // A chunk that fails to load leaves it to the entry, which imports it again and reports it.
    step(0).catch(function () {
      return import(app);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
