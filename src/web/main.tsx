import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { openCheckInScreen } from './features/parent-athletes/returning-parent.ts';
import { startLocale } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The service worker keeps the app shell for a visit with no signal (decision
// 022). Registered once the page has loaded: nothing on the way to the first tap waits.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const queryClient = createQueryClient();
// A QR scan whose list is already on this phone renders the list first: the screen's answer
// if it is here (decision 029), else this event's list as remembered (decision 054);
// otherwise this waits for nothing but a few microtasks.
// The page's language and its parent texts first (decision 045): English is built in, so an
// English phone waits for nothing; another language's parent texts are one small chunk.
void Promise.all([startLocale(), openCheckInScreen(queryClient)]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
