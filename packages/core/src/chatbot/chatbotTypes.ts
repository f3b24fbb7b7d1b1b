/** GET /chatbot/categories: top-level categories with their sub-categories (spec storefront §7). */
export interface ChatbotCategory {
  id: number;
  name: string;
  subcategories: ChatbotCategoryRef[];
}

export interface ChatbotCategoryRef {
  id: number;
  name: string;
}

/** GET /chatbot/categories/{id}/products: the products of a category and its sub-categories. */
export interface ChatbotProduct {
  id: number;
  /** display_name or name. */
  name: string;
}

/** POST /chatbot/inquiry (spec storefront §3 'Chatbot inquiry'), plus the ids that route it to sellers. */
export interface ChatbotInquiry {
  buyer_name: string;
  /** 10 digits. */
  phone_number: string;
  category_name: string | null;
  subcategory_name: string | null;
  product_name: string | null;
  /** ISO time on the visitor's clock. */
  inquiry_date: string;
  category_id?: number | null;
  product_id?: number | null;
  partner_id?: string | null;
}

export interface ChatbotReceipt {
  id: number;
  /** How many sellers' CRMs it reached. */
  sellers_notified: number;
}
