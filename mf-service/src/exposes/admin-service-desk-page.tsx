import '../styles.css';
import '@/i18n/messages';
import { ConsoleDesk } from '@/features/console/components/console-desk';

/** /admin/service/desk: the customer-service desk, inside the back-office frame, for back-office users who answer the chat. */
export default function AdminServiceDeskPage() {
  return <ConsoleDesk />;
}
