import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from './api/http';
import { installErrorReporting } from './app/error-reporting';
import { buildRouteObjects } from './app/router';
import { sessionActions } from './state/session-store';
import './styles/base.css';

installErrorReporting();
setUnauthorizedHandler(() => sessionActions.expire());

const router = createBrowserRouter(buildRouteObjects());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
