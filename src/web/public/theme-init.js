// The QR landing (/check-in?event=…): ask for the check-in screen now, while the app's
// JavaScript is still downloading, instead of one round trip after it ran (decision 022).
// The app picks the answer up once (features/parent-athletes/api/get-check-in-screen.ts);
// `arrived` tells it the answer is already here when it starts. First in this file: the
// theme's first storage read can take a while on a slow phone, the request need not wait.
(() => {
  try {
    const event = new URLSearchParams(location.search).get('event');
    if (location.pathname !== '/check-in' || !event || !/^[0-9a-f-]{36}$/i.test(event)) return;
    const url = `/api/parent/events/${encodeURIComponent(event)}/screen`;
    const early = { event, response: fetch(url, { credentials: 'include' }), arrived: false };
    window.__tapinCheckInScreen = early;
    // A failed early fetch (no signal) is the app's to handle, not an unhandled rejection.
    early.response.then(
      () => {
        early.arrived = true;
      },
      () => {},
    );
  } catch (_) {}
})();

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
