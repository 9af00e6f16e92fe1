// Starts the app once the page's static frame has painted (see start-app-after-first-paint.ts):
// imports the app's shared chunks one at a time (data-chunks, in the entry's import order), letting
// the browser breathe between them, then the entry (data-app). Evaluating everything in one go was
// one long task a phone could not interrupt. A hidden tab paints nothing, so it starts at once.
(function () {
  keepTapsUntilTheAppRuns();
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

// A page drawn by the server shows its buttons (the heart, Report, Chat with seller) before the
// app's code has come and run them, and a tap on one did nothing (issue 31). Until the app has
// taken the page over (it sets data-app on the root, app.tsx), a tap on a button of the drawing is
// kept instead: the button shows it is waiting (data-tap-waiting, aria-busy; index.html styles
// it), and once the app runs the page it is tapped again, once, for the app to answer. Links work
// without the app and are left alone, as is a plain form's submit button (the home search).
function keepTapsUntilTheAppRuns() {
  var root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-prerendered') || root.hasAttribute('data-app')) return;
  var kept = [];
  function keep(event) {
    if (root.hasAttribute('data-app')) return;
    var button = event.target instanceof Element && event.target.closest('button, [role="button"]');
    if (!button || !root.contains(button) || button.closest('a[href]')) return;
    if (button.type === 'submit' && button.form && button.form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (kept.indexOf(button) >= 0) return;
    kept.push(button);
    button.setAttribute('data-tap-waiting', '');
    button.setAttribute('aria-busy', 'true');
  }
  function replay() {
    document.removeEventListener('click', keep, true);
    var taps = kept;
    kept = [];
    taps.forEach(function (button) {
      button.removeAttribute('data-tap-waiting');
      button.removeAttribute('aria-busy');
      // Taken over, the drawing's button is the app's; drawn again instead (a page that turned out
      // different), the app's button of the same name stands in for it.
      var target = button.isConnected ? button : sameButtonIn(root, button);
      if (target) target.click();
    });
  }
  document.addEventListener('click', keep, true);
  new MutationObserver(function (_records, observer) {
    if (!root.hasAttribute('data-app')) return;
    observer.disconnect();
    // After the commit that set data-app: React's handlers are on the buttons by then.
    setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
}

/** The button of `root` named as `gone` was (its accessible label, else its text), if any. */
function sameButtonIn(root, gone) {
  var label = gone.getAttribute('aria-label');
  var text = gone.textContent;
  var buttons = root.querySelectorAll('button, [role="button"]');
  for (var i = 0; i < buttons.length; i++) {
    var button = buttons[i];
    if (label ? button.getAttribute('aria-label') === label : button.textContent === text)
      return button;
  }
  return null;
}
