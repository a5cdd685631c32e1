import { renderApp } from '@/test/render';
import AdminPage from './admin-page';

/** The admin panel at `url` through the one render helper, signed in as the administrator root unless `admin` is false. */
export function renderAdmin(url = '/admin', { admin = true, token }: { admin?: boolean; token?: string } = {}) {
  return renderApp(<AdminPage />, { url, path: '/admin/*', user: null, admin, token, strict: false });
}
