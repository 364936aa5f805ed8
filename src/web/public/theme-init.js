// Applies the stored theme before the first paint (no flash of the wrong theme).
// A classic script file, not inline, so the server's Content-Security-Policy allows it.
(() => {
  try {
    if (localStorage.getItem('theme') === 'dark') {
      document.documentElement.classList.add('dark');
      document.documentElement.style.colorScheme = 'dark';
    }
  } catch (_) {}
})();
