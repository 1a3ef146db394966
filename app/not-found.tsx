import type { Metadata } from 'next';
import Link from '@/components/navigation/link';
import { ERROR_MESSAGES, ERROR_STATUS } from '@/lib/constants';
import { messages } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: ERROR_MESSAGES.notFound, robots: { index: false } };

/** No page matches → ERROR_MESSAGES.notFound, status 404 (404.html). */
export default function NotFound() {
  return (
    <div className="container py-5 text-center page-main">
      <p className="not-found-code" aria-hidden="true">
        {ERROR_STATUS.notFound}
      </p>
      <h1 className="mt-3">{ERROR_MESSAGES.notFound}</h1>
      <p className="lead">{messages.notFound.lead}</p>
      <ul className="list-inline mt-4">
        <li className="list-inline-item">
          <Link className="btn btn-primary" href="/">
            {messages.notFound.home}
          </Link>
        </li>
        <li className="list-inline-item">
          <Link className="btn btn-outline-primary" href={ROUTES.products}>
            {messages.notFound.search}
          </Link>
        </li>
        <li className="list-inline-item">
          <Link className="btn btn-outline-primary" href="/help">
            {messages.notFound.help}
          </Link>
        </li>
      </ul>
    </div>
  );
}
