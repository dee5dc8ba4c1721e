// A message written in code: a stable id and its Portuguese text (the product's default language).
export type AppMessage = { readonly id: string; readonly defaultMessage: string };

// Typed identity, like react-intl's defineMessages, without importing React into plain modules.
export const defineMessages = <K extends string>(messages: Record<K, AppMessage>): Record<K, AppMessage> => messages;
