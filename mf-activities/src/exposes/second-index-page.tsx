import '../styles.css';
import '../i18n/messages';
import { FlashSaleList } from '@/features/second/components/flash-sale-list';

/** /activity/second/index: today's flash-sale slots and the chosen slot's activities. */
export default function SecondIndexPage() {
  return <FlashSaleList />;
}
