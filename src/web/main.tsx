import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './styles/app.css';
import './pwa.js';

createRoot(document.getElementById('root')!).render(<App />);
