import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../shared/api/query-client';
import { AppRoutes } from './routes';
import { warmUpSession } from './warmUpSession';

const queryClient = createQueryClient();
warmUpSession(queryClient);

export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
