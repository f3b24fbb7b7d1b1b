export { Chatbot, type ChatbotProps } from './Chatbot.tsx';
