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

// The QR landing (/check-in?event=…): ask for the check-in screen now, while the app's
// JavaScript is still downloading, instead of one round trip after it ran (issue 13).
// The app picks the answer up once (features/parent-athletes/api/get-check-in-screen.ts).
(() => {
  try {
    const event = new URLSearchParams(location.search).get('event');
    if (location.pathname !== '/check-in' || !event || !/^[0-9a-f-]{36}$/i.test(event)) return;
    const url = `/api/parent/events/${encodeURIComponent(event)}/screen`;
    window.__tapinCheckInScreen = { event, response: fetch(url, { credentials: 'include' }) };
    // A failed early fetch (no signal) is the app's to handle, not an unhandled rejection.
    window.__tapinCheckInScreen.response.catch(() => {});
  } catch (_) {}
})();
