import { Link } from 'react-router';
import { footerServices, BRAND, TAGLINE } from '../../../domain/spec-texts';
import { Logo } from '../../ui/Logo';

const socialLinks = [
  { name: 'Carelune on Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { name: 'Carelune on X', path: 'M4 4l16 16M20 4L4 20' },
  {
    name: 'Carelune on LinkedIn',
    path: 'M5 9h3v11H5zM6.5 4a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM11 9h3v1.6c.6-1 1.8-1.8 3.5-1.8 3 0 3.5 2 3.5 4.6V20h-3v-5.6c0-1.4-.1-2.8-1.8-2.8s-2.2 1.3-2.2 2.7V20h-3z',
  },
  {
    name: 'Carelune on Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
];

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="text-white [&_rect]:fill-brand-600" />
          <p className="mt-3 text-sm text-brand-100">{TAGLINE}.</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-wide text-white">
            Services
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerServices.map((name) => (
              <li key={name}>
                <Link to="/" className="text-brand-100 hover:text-white hover:underline">
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold uppercase tracking-wide text-white">
            Company
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/" className="text-brand-100 hover:text-white hover:underline">
                About Us
              </Link>
            </li>
            <li>
              <Link to="/" className="text-brand-100 hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/contact" className="text-brand-100 hover:text-white hover:underline">
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Follow us</h2>
          <ul className="mt-3 flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.name}>
                {/* The spec gives social links no target yet; they stay focusable and named. */}
                <a
                  href="#"
                  aria-label={social.name}
                  onClick={(event) => event.preventDefault()}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                >
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    fill="currentColor"
                    stroke="currentColor"
                    strokeWidth="0.5"
                  >
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="container-page py-5 text-center text-sm text-brand-100">
          © {year} {BRAND}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
