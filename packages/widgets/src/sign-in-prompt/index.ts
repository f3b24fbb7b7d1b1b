export { SignInPrompt, type SignInPromptProps } from './SignInPrompt.tsx';
export { NirmaanSiteContext, useIsNirmaanSite } from './nirmaanSite.ts';
