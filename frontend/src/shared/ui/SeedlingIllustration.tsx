import art from './Illustration.module.css';

/** A seedling, for what is still empty (EmptyState). */
export function SeedlingIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse className={art.glow} cx="48" cy="38" rx="38" ry="32" />
      <ellipse className={art.ground} cx="48" cy="60" rx="30" ry="7" />
      <path className={art.leaf} d="M48 42c-2-10-10-15-20-14 1 10 9 16 20 14Z" />
      <path className={art.leafLight} d="M48 36c1-11 9-18 21-18-1 12-9 19-21 18Z" />
      <path className={art.line} d="M48 60V34M48 42c-2-10-10-15-20-14 1 10 9 16 20 14M48 36c1-11 9-18 21-18-1 12-9 19-21 18M40 60h16" />
    </svg>
  );
}
