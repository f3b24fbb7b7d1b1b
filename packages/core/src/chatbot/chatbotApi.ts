import { apiClient } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import type { ChatbotCategory, ChatbotInquiry, ChatbotProduct, ChatbotReceipt } from './chatbotTypes.ts';

export interface ChatbotApi {
  categories(): Promise<ChatbotCategory[]>;
  products(categoryId: number): Promise<ChatbotProduct[]>;
  send(inquiry: ChatbotInquiry): Promise<ChatbotReceipt>;
}

export function createChatbotApi(client: ApiClient): ChatbotApi {
  return {
    categories: () => client.get('/chatbot/categories', { auth: 'none' }),
    products: (categoryId) => client.get(`/chatbot/categories/${categoryId}/products`, { auth: 'none' }),
    send: (inquiry) => client.post('/chatbot/inquiry', inquiry, { auth: 'none' }),
  };
}

export const chatbotApi = createChatbotApi(apiClient);
