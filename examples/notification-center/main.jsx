import { createRoot } from 'react-dom/client';
import { App } from './App.jsx';

// The page's server (serve-page.mjs) says where the mock is and whom to show.
const config = await (await fetch('./config.json')).json();
createRoot(document.getElementById('root')).render(<App {...config} />);
