import i18next from 'i18next';
import './i18n';
import './styles/fonts.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/primitives.css';
import './styles/tables.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadTexts } from './i18n/language';

// A visitor who chose English waits for its texts rather than seeing Polish first.
void loadTexts(i18next.language).then(() => createRoot(document.getElementById('root')!).render(<App />));
