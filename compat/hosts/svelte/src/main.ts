import { mount } from 'svelte';
import '../../shared/partner.css';
import { embedNirmaan } from '../../shared/embedNirmaan.ts';
import App from './App.svelte';

embedNirmaan(import.meta.env.VITE_NIRMAAN_HOST, () => import('./nirmaan.ts'));
mount(App, { target: document.getElementById('root')! });
