import './i18n';
import './styles/theme.css';
import './styles/base.css';
import './styles/primitives.css';
import './styles/tables.css';
import './styles/components.css';
import './styles/pages.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(<App />);
