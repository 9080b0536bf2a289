// A file, not an inline script: the server's Content-Security-Policy allows no inline script.
// Paints the splash in the saved scheme before any bundle loads, so dark users get no white flash.
(() => {
  try {
    const saved = JSON.parse(localStorage.getItem('SOY_themeSettings') || 'null');
    const mode = saved && saved.themeScheme;
    if (mode === 'dark' || (mode === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches)) {
      document.documentElement.classList.add('dark');
    }
  } catch {
    // No saved scheme readable: the light splash stays.
  }
})();
