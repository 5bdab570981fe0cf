import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router';
import { language } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
document.documentElement.lang = language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
