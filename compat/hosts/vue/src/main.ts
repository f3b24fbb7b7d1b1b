import { createApp } from 'vue';
import '../../shared/partner.css';
import { embedNirmaan } from '../../shared/embedNirmaan.ts';
import App from './App.vue';

embedNirmaan(import.meta.env.VITE_NIRMAAN_HOST, () => import('./nirmaan.ts'));
createApp(App).mount('#root');
