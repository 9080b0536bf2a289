import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@/features/i18n';
import 'antd/dist/antd.css';
import './global.css';
import { App } from './App';

// A tab opened before a redeploy asks for chunks the new build no longer has: load the new build.
window.addEventListener('vite:preloadError', () => window.location.reload());

// The first screen renders in its language at once, never a flash of keys.
void setupI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
