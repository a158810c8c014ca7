import Lightbox, { type LightboxExternalProps } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** The lightbox with its styles: a chunk of its own, loaded when a sample is first opened. */
export default function SampleLightbox(props: LightboxExternalProps) {
  return <Lightbox {...props} />;
}
