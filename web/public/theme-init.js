// Formloom: apply the theme saved by the header toggle before the app loads, so a dark-theme
// visitor never sees a flash of the light theme. Light is the default (see index.html).
(function () {
  try {
    var theme = window.localStorage.getItem('formloom-theme');
    if (theme === 'dark' || theme === 'light') {
      var root = document.documentElement;
      root.classList.remove('light', 'dark');
      root.classList.add(theme);
    }
  } catch {
    // Storage can be unavailable (privacy mode); keep the default light theme.
  }
})();
