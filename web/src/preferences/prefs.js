/*
 * Applies the visitor's saved theme and Sanskrit script before the first paint, so nothing
 * flashes. A classic blocking script in <head> (the CSP allows 'self'; it is not inline). The keys
 * and values match web/src/preferences/preferences.ts, which a unit test checks.
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
