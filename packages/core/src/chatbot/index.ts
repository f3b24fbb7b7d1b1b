export type * from './chatbotTypes.ts';
