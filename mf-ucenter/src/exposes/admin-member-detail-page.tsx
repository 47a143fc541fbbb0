import '../styles.css';
import '../i18n/messages';
import { useSearchParams } from 'react-router-dom';
import { MAX_ID } from '@shop/contract';
import { MemberDetail, MemberNotFound } from '@/features/admin-members/components/member-detail';

/** Back office: one member (`?id=`), their wallet and the balance adjustment. */
export default function AdminMemberDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? <MemberDetail key={id} id={id} /> : <MemberNotFound />;
}
