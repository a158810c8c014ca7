import art from '../../shared/ui/Illustration.module.css';
import styles from './OfficeScreenIllustration.module.css';

/** A small grove beside the company's name, in the empty states' style: what the kilometres plant. */
export function OfficeScreenIllustration() {
  return (
    <svg className={styles.grove} viewBox="0 0 120 72" aria-hidden="true" focusable="false">
      <ellipse className={art.glow} cx="60" cy="38" rx="56" ry="32" />
      <path className={art.ground} d="M10 62c14-9 32-12 50-12s36 3 50 12Z" />
      <path className={art.leafPale} d="M84 50 74 50 79 38 75 38 84 22 93 38 89 38 94 50Z" />
      <path className={art.leaf} d="M60 52 46 52 53 36 48 36 60 12 72 36 67 36 74 52Z" />
      <circle className={art.leafLight} cx="34" cy="38" r="11" />
      <path className={art.line} d="M60 52V60M60 52 46 52 53 36 48 36 60 12 72 36 67 36 74 52ZM84 50V57M84 50 74 50 79 38 75 38 84 22 93 38 89 38 94 50ZM34 49V59M10 62c14-9 32-12 50-12s36 3 50 12" />
      <circle className={art.line} cx="34" cy="38" r="11" />
    </svg>
  );
}
