import { Link } from 'wouter';
import { buttonVariants } from './ui/button.tsx';

const linkClasses = buttonVariants({ variant: 'ghost', size: 'sm', className: 'px-3' });

/**
 * A page's own row of links under its title (docs/product.md#coach-dashboard: the dashboard's and
 * the tools').
 */
export function PageLinks({
  label,
  links,
}: {
  label: string;
  links: ReadonlyArray<{ href: string; text: string }>;
}) {
  return (
    <nav aria-label={label} className="-mx-3">
      <ul className="flex flex-wrap items-center gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClasses}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
