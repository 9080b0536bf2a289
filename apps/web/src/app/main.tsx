import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@/features/i18n';
import { loadRecommendedColor, useThemeStore } from '@/features/theme';
import 'antd/dist/antd.css';
import './global.css';
import { App } from './App';

// A tab opened before a redeploy asks for chunks the new build no longer has: load the new build.
window.addEventListener('vite:preloadError', () => window.location.reload());

// The first screen renders in its language and colours at once, never a flash of keys or of other colours.
const recommendedColor = useThemeStore.getState().settings.recommendColor && loadRecommendedColor();
void Promise.all([setupI18n(), recommendedColor]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
