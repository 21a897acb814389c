/*
 * Applies the visitor's saved theme, Sanskrit script and verse size before the first paint, so nothing
 * flashes; remembers the edition chosen with the language switch (never to redirect); makes the script switch in the top bar work before its island hydrates (a choice made
 * then is applied and saved at once, and the island reads it when it runs); then preloads the
 * page's Devanagari font files (listed by the page in
 * <meta name="shastra-devanagari-fonts">) unless the visitor reads IAST only on an English page:
 * that page hides its Devanagari and would not use them. Inlined into every page's <head>, after that meta, at build
 * time (web/build/inlineScriptPlugin.ts): no request blocks the first paint, and the
 * Content-Security-Policy allows it by its hash. The keys and values match preferences.ts, which a
 * unit test checks.
 */
(function () {
  var root = document.documentElement;
  var isScript = function (value) {
    return value === 'devanagari' || value === 'iast' || value === 'both';
  };
  root.setAttribute('data-js', '');
  try {
    var theme = localStorage.getItem('shastra.theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
    var script = localStorage.getItem('shastra.script');
    if (isScript(script)) root.setAttribute('data-script', script);
    var size = localStorage.getItem('shastra.verseSize');
    if (size === 'large' || size === 'larger') root.setAttribute('data-verse-size', size);
    // The edition last chosen with the language switch: never a redirect, only the switch's link
    // to it stands out on a page of the other edition.
    var edition = localStorage.getItem('shastra.locale');
    if (edition && edition !== root.lang) root.setAttribute('data-prefer-locale', edition);
  } catch {
    // Storage can be blocked (private modes, policies): the defaults then apply.
  }
  document.addEventListener('change', function (event) {
    var select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('.script-switch')) return;
    // Once the island has hydrated, React handles the choice.
    if (select.closest('shastra-island[data-hydrated]')) return;
    var chosen = select.value;
    if (!isScript(chosen)) return;
    root.setAttribute('data-script', chosen);
    try {
      localStorage.setItem('shastra.script', chosen);
    } catch {
      // Not saved: the choice still holds on this page.
    }
  });
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element && event.target.closest('a[data-locale]');
    if (!link) return;
    try {
      localStorage.setItem('shastra.locale', link.getAttribute('data-locale'));
    } catch {
      // Not saved: the link still leads to the other edition.
    }
  });
  // From a visitor's second page on (they came from one of ours), the pages' compression
  // dictionary: later pages then arrive in a few kilobytes. A visitor who reads one page and
  // leaves never downloads it.
  var dictionary = document.querySelector('meta[name="shastra-dictionary"]');
  if (dictionary && document.referrer.indexOf(location.origin + '/') === 0) {
    var use = document.createElement('link');
    use.rel = 'compression-dictionary';
    use.href = dictionary.content;
    document.head.appendChild(use);
  }
  var fonts = document.querySelector('meta[name="shastra-devanagari-fonts"]');
  // A Hindi page draws its own text in Devanagari whatever script its Sanskrit is shown in.
  if (!fonts || (root.getAttribute('data-script') === 'iast' && root.lang !== 'hi')) return;
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
