import '@huddle/components/theme.css';
import './app.css';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './routes/router.ts';
import { SessionGate } from './session/session-gate.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </Provider>
  </StrictMode>,
);
