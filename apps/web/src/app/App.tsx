// The root component: query client, translations, router and toasts (the confirm dialog host lives in the signed-in layout).
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/Toaster';
import { i18n } from '@/i18n';
import { fetchSession } from '@/features/auth/hooks/useSession';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { createAppRouter } from './router';

export const App = () => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The session is asked for at once, beside the page table and the page (preload.ts), not when the first guard renders.
    void client.prefetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
};
