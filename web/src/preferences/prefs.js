/*
 * Applies the visitor's saved theme and Sanskrit script before the first paint, so nothing
 * flashes, then preloads the page's Devanagari font files (listed by the page in
 * <meta name="shastra-devanagari-fonts">) unless the visitor reads IAST only: that page hides its
 * Devanagari and would not use them. Inlined into every page's <head>, after that meta, at build
 * time (web/build/inlineScriptPlugin.ts): no request blocks the first paint, and the
 * Content-Security-Policy allows it by its hash. The keys and values match preferences.ts, which a
 * unit test checks.
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
  var fonts = document.querySelector('meta[name="shastra-devanagari-fonts"]');
  if (!fonts || root.getAttribute('data-script') === 'iast') return;
  fonts.content.split(' ').forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
