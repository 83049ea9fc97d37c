import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
// The theme and element defaults; src/styles is no layer of its own, so the layer rule does not know it.
// eslint-disable-next-line layers/imports
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
