import type { QueryClient } from '@tanstack/react-query';
import { messages } from '#shared/messages/public.ts';
import { useLocale } from '../lib/locale.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  // The whole page renders again in the language the switch chose (decision 045).
  const locale = useLocale();
  return (
    <AppProvider queryClient={queryClient}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {messages.common.skipToContent}
      </a>
      <AppRouter key={locale} />
    </AppProvider>
  );
}
