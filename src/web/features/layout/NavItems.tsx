import { NavLink } from 'react-router';
import { navLinks } from '../../../domain/spec-texts';

interface Props {
  listClassName: string;
  linkClassName: (isActive: boolean) => string;
  onNavigate?: () => void;
}

/** The four navigation links (Home, Services, History, Contact), for the header bar and the phone menu. */
export function NavItems({ listClassName, linkClassName, onNavigate }: Props) {
  return (
    <ul className={listClassName}>
      {navLinks.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => linkClassName(isActive)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
