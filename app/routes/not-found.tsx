import {notFound} from '~/lib/http/not-found';

export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
