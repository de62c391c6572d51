import {notFound} from '~/lib/params';

export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
