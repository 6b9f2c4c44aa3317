import { SHOPPER_CSS } from '../../ui/product-shopper.css';

export const ADD_TO_BAG_CSS = SHOPPER_CSS;
