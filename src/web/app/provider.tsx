import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../components/ui/use-toast.ts';
import { ThemeProvider } from '../features/theme/theme-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Radix Toast is a quarter of the parent's JavaScript and only an error or a notice needs
 * it: it loads after the first paint (or at once when a toast is raised before that),
 * not on the way to the first tap (decision 022). The toast store itself
 * (use-toast.ts) is small and always there, so nothing raised meanwhile is lost.
 */
const loadToaster = () =>
  import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster }));
const LazyToaster = lazy(loadToaster);

function DeferredToaster() {
  const hasToast = useToasts().length > 0;
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, []);
  if (!hasToast && !isIdle) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

export function AppProvider({
  children,
  queryClient: givenClient,
}: {
  children: ReactNode;
  /** The client main.tsx may already have filled before the first render. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
