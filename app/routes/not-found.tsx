import {notFound} from '~/lib/http/not-found-response';

export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
