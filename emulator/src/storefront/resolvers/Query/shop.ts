import {SHOP} from '../types/Shop.js';

export function shop() {
  return SHOP;
}
