/**
 * The brand (the rebrand-pos-revm flag) this browser last showed. The entry applies it to the loading screen in
 * index.html, so the next visit's top bar is drawn in those colours before the flags have answered. Not a secret: only
 * whether the rebrand was on.
 */
export const LAST_BRAND_KEY = 'rm.lastBrand';

export const rememberBrand = (rebrand: boolean) => {
  try {
    if (rebrand) localStorage.setItem(LAST_BRAND_KEY, 'rebrand');
    else localStorage.removeItem(LAST_BRAND_KEY);
  } catch {
    // Storage may be unavailable (private mode, quota): the next loading screen is drawn in the standard colours.
  }
};

/** Colours the loading screen (index.html's `[data-brand]` rules) in the brand last shown. */
export const applyLastBrand = (root: HTMLElement = document.documentElement) => {
  try {
    if (localStorage.getItem(LAST_BRAND_KEY) === 'rebrand') root.dataset.brand = 'rebrand';
    else delete root.dataset.brand;
  } catch {
    // No storage: the standard colours.
  }
};
