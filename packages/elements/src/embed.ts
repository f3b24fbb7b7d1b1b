/**
 * The script a partner page includes with one tag: it points widget links back at the Nirmaan site it
 * was served from and defines every <nirmaan-*> element.
 */
import { configure } from '@nirmaan/core';
import { defineAllElements } from './index.ts';

const siteOrigin = new URL(import.meta.url).origin;
configure({ siteBase: siteOrigin, apiBase: `${siteOrigin}/api/v1` });
defineAllElements();
