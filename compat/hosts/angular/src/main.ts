import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import '../../shared/partner.css';
import { embedNirmaan } from '../../shared/embedNirmaan.ts';
import { App } from './app.ts';

embedNirmaan(import.meta.env.VITE_NIRMAAN_HOST, () => import('./nirmaan.ts'));
// Zoneless is Angular's default since v21 (no zone.js on the page); said here to make it explicit.
bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error: unknown) => console.error(error));
