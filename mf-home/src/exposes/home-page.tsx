import '../styles.css';
import '../i18n/messages';
import { HomeDesign } from '../features/home-design/components/home-design';

/** `./home-page`: what the shell mounts at /index. */
export default function HomePage() {
  return <HomeDesign />;
}
