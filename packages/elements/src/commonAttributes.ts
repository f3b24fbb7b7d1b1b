/*
 * The attributes of the element registry (registry.ts) that are not one element's own: those every
 * element takes, and the partner id that most take. Like the registry, free of value imports: Node
 * tools read it through type stripping.
 */
import type { AttributeMetadata } from './registryTypes.ts';

/** Attributes every element takes besides its own: the loader and the theme's CSS read them, not the widget. */
export const COMMON_ATTRIBUTES = {
  theme: {
    type: 'string',
    values: ['light', 'dark'],
    description: "The colour scheme: light (the default) or dark. Overrides the page-wide theme set with nirmaan('config', { theme }).",
  },
  lang: {
    type: 'string',
    description:
      "The widget's language: en, kn (ಕನ್ನಡ), ta (தமிழ்) or hi (हिन्दी), or a tag such as ta-IN. Overrides the page-wide nirmaan('config', { locale }); without either, the visitor's choice on Nirmaan or their browser's languages. A widget whose texts are not yet translated stays in English.",
  },
} as const satisfies Readonly<Record<string, AttributeMetadata>>;

/** The `partner-id` attribute, the same on every element that takes one. */
export const PARTNER_ID = {
  type: 'string',
  description:
    "The partner the element works for: stored with every inquiry, quote request, sign-up and order it produces (1-64 characters); by default the page's nirmaan('config', { partnerId }).",
} as const;
