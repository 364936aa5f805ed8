/** The athlete list's link to the Texts screen (decision 046): in the parent bundle. */
export const textsLink = {
  openTexts: 'Texts and email',
} as const;
