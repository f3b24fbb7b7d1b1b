import { deferredDialog } from '../deferred/deferredDialog.tsx';

/**
 * The mobile side menu, its code fetched when it first opens (or when the Menu button is pointed
 * at or focused): every page starts without it, and most visitors never open it.
 */
export const DeferredSideMenu = deferredDialog(async () => (await import('./SideMenu.tsx')).SideMenu);
