import { FAVORITE_CSS as HEART_CSS } from '../../ui/favorite-button.css';

export const FAVORITE_CSS = HEART_CSS;
