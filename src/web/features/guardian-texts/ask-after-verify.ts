/**
 * "Ask right after verifying" (decision 046): the code step marks the phone it verified, and
 * the athlete list offers arrival texts once for it. Kept in sessionStorage: one tab, one
 * visit; a storage the browser refuses means the offer is not shown (the Texts screen stays).
 */
const KEY = 'tapin.askTexts';

export function markAskTexts(phone: string) {
  try {
    sessionStorage.setItem(KEY, phone);
  } catch {
    // Private mode or storage off: the Texts screen is still a tap away.
  }
}

export function shouldAskTexts(phone: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === phone;
  } catch {
    return false;
  }
}

export function clearAskTexts() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
