export type * from './chatbotTypes.ts';
export { chatbotApi, createChatbotApi, type ChatbotApi } from './chatbotApi.ts';
export {
  CHATBOT_MESSAGES,
  CHATBOT_STEPS,
  chatbotProgress,
  chatbotReducer,
  INITIAL_CHATBOT_STATE,
  productCategoryId,
  toChatbotInquiry,
  type ChatbotAction,
  type ChatbotState,
  type ChatbotStep,
} from './chatbotFlow.ts';
