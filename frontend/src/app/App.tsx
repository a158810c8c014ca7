import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../shared/api/query-client';
import { AppRoutes } from './routes';
import { keepSessionSnapshot, restoreSessionSnapshot } from './session-snapshot';
import { warmUpOfficeScreen } from './warmUpOfficeScreen';
import { warmUpSession } from './warmUpSession';

const queryClient = createQueryClient();
restoreSessionSnapshot(queryClient);
keepSessionSnapshot(queryClient);
warmUpSession(queryClient);
warmUpOfficeScreen(queryClient);

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
