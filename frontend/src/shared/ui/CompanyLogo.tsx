import { cx } from './cx';
import styles from './CompanyLogo.module.css';

interface CompanyLogoProps {
  src: string;
  alt: string;
  className?: string;
}

/** A company's logo, kept within a card's width and a line of text's height. */
export function CompanyLogo({ src, alt, className }: CompanyLogoProps) {
  return <img className={cx(styles.logo, className)} src={src} alt={alt} />;
}
