// The scientific-article request popup, opened from the signed-in shell (the header trigger).
import { createPopup } from './popup.ts';

export const articleRequestPopup = createPopup();
