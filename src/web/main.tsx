import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './styles/app.css';

createRoot(document.getElementById('root')!).render(<App />);
