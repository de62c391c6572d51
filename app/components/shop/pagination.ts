// Hydrogen's `Pagination`, for the pages that list more than a page. The browser build gives this file
// a copy of Hydrogen's index of its own (scripts/vite/hydrogen-per-page.mjs): a module is never split
// between chunks, and the other shop pages should not load `Pagination` with `CartForm`.
export {Pagination} from '@shopify/hydrogen';
