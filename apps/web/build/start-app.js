// Starts the app (the module named by data-app) once the page's static frame has painted: see
// apps/web/build/start-app-after-first-paint.ts. A hidden tab paints nothing, so it starts at once.
(function () {
  var app = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!app) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(app);
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
