/*
 * Applies the visitor's saved theme and Sanskrit script before the first paint, so nothing
 * flashes. Inlined into every page's <head> at build time (web/build/inlineScriptPlugin.ts): no
 * request blocks the first paint, and the Content-Security-Policy allows it by its hash. The keys
 * and values match preferences.ts, which a unit test checks.
 */
(function () {
  var root = document.documentElement;
  root.setAttribute('data-js', '');
  try {
    var theme = localStorage.getItem('shastra.theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
    var script = localStorage.getItem('shastra.script');
    if (script === 'devanagari' || script === 'iast' || script === 'both') root.setAttribute('data-script', script);
  } catch {
    // Storage can be blocked (private modes, policies): the defaults then apply.
  }
})();
