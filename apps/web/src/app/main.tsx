import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/features/i18n/i18n';
import './global.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
