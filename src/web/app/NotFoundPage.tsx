import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-ink">Page not found</h1>
      <p className="mt-3 text-muted">The page you were looking for does not exist.</p>
      <Link to="/" className="btn-primary mt-6">
        Go to the home page
      </Link>
    </div>
  );
}
